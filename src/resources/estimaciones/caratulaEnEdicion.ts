/**
 * The carátula of an estimación being edited, by the server's arithmetic (schemas/estimacion.ts):
 * importe from the lines typed (schemas/presupuesto.ts), the obra's anticipo, contract, IVA and
 * retenciones, and what the obra's other estimaciones amortized and withheld — the estado de
 * cuenta's sums less this estimación's own as last saved. The server recomputes it on save.
 */
import { schemas } from '../../../schemas';
import { caratula, type Caratula, type RetencionDeObra } from '../../../schemas/estimacion';
import { parseCents, toCents } from '../../../schemas/money';
import { importeConcepto } from '../../../schemas/presupuesto';

export interface Tecleado {
  tipo?: string;
  lineas?: { cantidad?: unknown; precioUnitario?: unknown }[];
  deducciones?: { importe?: unknown }[];
}

export interface ObraDeEstimacion {
  anticipo?: number;
  costoTotal: number;
  tasaIva?: number;
  retenciones?: RetencionDeObra[];
}

/** The estado de cuenta's sums over every estimación of the obra. */
export interface SumasDeObra {
  amortizado: number;
  retenido: { nombre: string; importe: number }[];
}

/** This estimación as last saved (nothing for a new one). */
export interface Guardada {
  amortizacion?: number;
  retenciones?: { nombre?: string; importe?: number }[];
}

/** The obra's IVA rate; its schema's default when it does not say. */
export const tasaIvaDe = (obra: ObraDeEstimacion): number =>
  obra.tasaIva ?? (schemas.obra.properties.tasaIva?.default as number);

const centavos = (value: number | undefined) => toCents(value ?? 0);

/** What a line bills at its P.U.; a quantity being typed that is not one yet counts nothing. */
export const importeDeLinea = (linea: { cantidad?: unknown; precioUnitario?: unknown }) =>
  importeConcepto(linea.cantidad, linea.precioUnitario ?? 0);

export function caratulaEnEdicion(
  tecleado: Tecleado,
  obra: ObraDeEstimacion,
  sumas: SumasDeObra,
  guardada: Guardada = {},
): Caratula {
  const propias = new Map<string, bigint>();
  for (const r of guardada.retenciones ?? []) {
    propias.set(r.nombre ?? '', (propias.get(r.nombre ?? '') ?? 0n) + centavos(r.importe));
  }
  const retenidoAntes = new Map(
    sumas.retenido.map((r) => [r.nombre, centavos(r.importe) - (propias.get(r.nombre) ?? 0n)] as const),
  );
  return caratula({
    importe: (tecleado.lineas ?? []).reduce((suma, linea) => suma + (importeDeLinea(linea) ?? 0n), 0n),
    anticipo: centavos(obra.anticipo),
    contrato: centavos(obra.costoTotal),
    amortizadoAntes: centavos(sumas.amortizado) - centavos(guardada.amortizacion),
    finiquito: tecleado.tipo === 'finiquito',
    tasaIva: tasaIvaDe(obra),
    retenciones: obra.retenciones ?? [],
    retenidoAntes,
    deducciones: (tecleado.deducciones ?? []).map((d) => parseCents(d.importe) ?? 0n),
  });
}
