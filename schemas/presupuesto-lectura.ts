/**
 * How a presupuesto is read (GET /api/presupuesto/obra/{idObra} and its conceptos' page), from
 * what each partida's conceptos add up to: the server sums them in SQL, the mocks over their
 * fixtures, and both answer through these functions, so the tree, its totals and a concepto's
 * vigente figures are worked out once.
 */
import { fromCents, parseScaled, toCents } from './money';
import { CANTIDAD_DECIMALES, cantidadTexto, subtotalesPartidas } from './presupuesto';

/** A partida as the tree lists it. */
export interface PartidaLeida {
  id: number;
  padreId: number | null;
  nivel: number;
  clave: string;
  descripcion: string;
}

/** What the conceptos of one partida (null: none) add up to, in cents: as signed, and with the authorized ajustes. */
export interface SumaDePartida {
  partidaId: number | null;
  contratado: bigint;
  importe: bigint;
  conceptos: number;
}

/**
 * The partidas in order with their subtotals (own conceptos and subpartidas') in cents, vigente
 * (`importe`) and as signed (`contratado`); what conceptos without a partida add up to; the totals
 * and the number of conceptos.
 */
export function arbolDe<P extends PartidaLeida>(partidas: P[], sumas: readonly SumaDePartida[]) {
  const propias = new Map(sumas.map((s) => [s.partidaId, s]));
  const subtotalesDe = (campo: 'importe' | 'contratado') =>
    subtotalesPartidas(
      partidas.map((p) => ({ id: p.id, padreId: p.padreId, propio: propias.get(p.id)?.[campo] ?? 0n })),
    );
  const [subtotales, contratados] = [subtotalesDe('importe'), subtotalesDe('contratado')];
  const totalDe = (campo: 'importe' | 'contratado') => sumas.reduce((acc, s) => acc + s[campo], 0n);
  return {
    // Each row is the caller's own, so it takes its figures in place: a spread copy cost 0.5 ms a tree.
    partidas: partidas.map((p) =>
      Object.assign(p, {
        importe: subtotales.get(p.id) ?? 0n,
        contratado: contratados.get(p.id) ?? 0n,
        conceptos: propias.get(p.id)?.conceptos ?? 0,
      }),
    ),
    conceptos: sumas.reduce((acc, s) => acc + s.conceptos, 0),
    sinPartida: propias.get(null)?.importe ?? 0n,
    total: totalDe('importe'),
    contratado: totalDe('contratado'),
  };
}

export type ArbolPresupuesto = ReturnType<typeof arbolDe>;

/** The obra as the presupuesto shows it. */
export interface ObraDelPresupuesto {
  id: number;
  nombre: string;
  costoTotal: string | number;
  terminado?: boolean | null;
}

/** GET /api/presupuesto/obra/{idObra}: the obra, its partidas with subtotals, the totals and their difference from costoTotal. */
export function lecturaPresupuesto(obra: ObraDelPresupuesto, arbol: ArbolPresupuesto) {
  return {
    obra: {
      id: obra.id,
      nombre: obra.nombre,
      costoTotal: fromCents(toCents(obra.costoTotal)),
      terminado: obra.terminado,
    },
    partidas: arbol.partidas.map((p) => ({
      id: p.id,
      padreId: p.padreId,
      nivel: p.nivel,
      clave: p.clave,
      descripcion: p.descripcion,
      conceptos: p.conceptos,
      subtotal: fromCents(p.importe),
      contratado: fromCents(p.contratado),
    })),
    conceptos: arbol.conceptos,
    sinPartida: fromCents(arbol.sinPartida),
    total: fromCents(arbol.total),
    contratado: fromCents(arbol.contratado),
    ajustes: fromCents(arbol.total - arbol.contratado),
    // The contract against what was signed: ajustes change the job, not the contract's amount.
    diferencia: fromCents(toCents(obra.costoTotal) - arbol.contratado),
  };
}

/** What the authorized ajustes of one concepto add: cantidad as decimal text or number (a deductiva's negative), importe in cents. */
export interface AjustesDeConcepto {
  cantidad: string | number;
  importe: bigint;
}

/**
 * A concepto of the page with what its authorized ajustes add (`ajustes`) and its `vigente`
 * cantidad and importe; taken in place, as the page's records are the caller's own.
 */
export function conAjustes<C extends { cantidad: number; importe?: number }>(concepto: C, suma?: AjustesDeConcepto) {
  // Most conceptos have none: vigente is then the contratado, with nothing to add.
  if (!suma) {
    return Object.assign(concepto, {
      ajustes: { cantidad: 0, importe: 0 },
      vigente: { cantidad: concepto.cantidad, importe: concepto.importe ?? 0 },
    });
  }
  const cantidad = parseScaled(suma.cantidad, CANTIDAD_DECIMALES)!;
  const contratada = parseScaled(concepto.cantidad, CANTIDAD_DECIMALES)!;
  return Object.assign(concepto, {
    // A deductiva's cantidad is negative, which cantidadTexto does not write; a vigente one never is.
    ajustes: { cantidad: Number(suma.cantidad), importe: fromCents(suma.importe) },
    vigente: {
      cantidad: Number(cantidadTexto(contratada + cantidad)),
      importe: fromCents(toCents(concepto.importe ?? 0) + suma.importe),
    },
  });
}
