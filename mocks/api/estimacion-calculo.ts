/**
 * What the server computes and refuses on an estimación's save (server/modules/estimacion/reglas.ts),
 * over the fixtures: each line's concepto copied and its quantities beside it, the carátula by the
 * shared arithmetic (schemas/estimacion.ts) with the obra's anticipo, IVA and retenciones, and the
 * refusals worded by the shared builders. The fixtures are built by it, as the server stored them.
 */
import {
  acumuladoExcede,
  cantidadDelAvance,
  caratula,
  CONCEPTO_INEXISTENTE,
  obraFiniquitada,
  periodoTraslapa,
} from '../../schemas/estimacion';
import type { Estimacion } from '../../schemas/generated/estimacion';
import { fromCents, parseScaled, toCents } from '../../schemas/money';
import { CANTIDAD_DECIMALES, cantidadTexto, importeConcepto } from '../../schemas/presupuesto';
import { ajustesDeConcepto } from '../fixtures/ajustesPresupuesto';
import { obras } from '../fixtures/obras';
import { avances, conceptos } from '../fixtures/presupuesto';
import type { Refusal } from './documents';

const escalada = (cantidad: unknown) => parseScaled(cantidad, CANTIDAD_DECIMALES) ?? 0n;
const numero = (diezmilesimas: bigint) => Number(cantidadTexto(diezmilesimas));

/** A concepto's vigente quantity: contratado plus its authorized ajustes, in ten-thousandths. */
const vigenteDe = (id: number) => {
  const concepto = conceptos.find((c) => c.id === id);
  return concepto ? escalada(concepto.cantidad) + escalada(String(ajustesDeConcepto(id).cantidad)) : 0n;
};

const otrasDe = (estimacion: Estimacion, todas: readonly Estimacion[]) =>
  todas.filter((otra) => otra.obra.id === estimacion.obra.id && otra.id !== estimacion.id);

/** What the obra's other estimaciones billed of a concepto: those of earlier periods, and all. */
function estimadoDe(conceptoId: number, estimacion: Estimacion, otras: readonly Estimacion[]) {
  const de = (lista: readonly Estimacion[]) =>
    lista
      .flatMap((otra) => otra.lineas)
      .filter((linea) => linea.conceptoObraId === conceptoId)
      .reduce((suma, linea) => suma + escalada(linea.cantidad), 0n);
  return { anterior: de(otras.filter((otra) => otra.periodoAl < estimacion.periodoDel)), todas: de(otras) };
}

/** The estimación as the server stores it: lines and carátula computed, whatever the body said. */
export function calculada(estimacion: Estimacion, todas: readonly Estimacion[]): Estimacion {
  const obra = obras.find((o) => o.id === estimacion.obra.id)!;
  const otras = otrasDe(estimacion, todas);
  const finiquito = estimacion.tipo === 'finiquito';
  const lineas = estimacion.lineas.map((linea) => {
    const concepto = conceptos.find((c) => c.id === linea.conceptoObraId)!;
    const vigente = vigenteDe(concepto.id);
    const { anterior } = estimadoDe(concepto.id, estimacion, otras);
    const acumulado = anterior + escalada(linea.cantidad);
    return {
      ...linea,
      clave: concepto.clave,
      descripcion: concepto.descripcion,
      unidad: concepto.unidad,
      precioUnitario: concepto.precioUnitario,
      importe: fromCents(importeConcepto(linea.cantidad, concepto.precioUnitario) ?? 0n),
      contratado: numero(vigente),
      anterior: numero(anterior),
      acumulado: numero(acumulado),
      porEstimar: numero(vigente - acumulado),
    };
  }) as Estimacion['lineas'];
  const retenidoAntes = new Map<string, bigint>();
  for (const r of otras.flatMap((otra) => otra.retenciones ?? [])) {
    retenidoAntes.set(r.nombre!, (retenidoAntes.get(r.nombre!) ?? 0n) + toCents(r.importe ?? 0));
  }
  const hoja = caratula({
    importe: lineas.reduce((suma, linea) => suma + toCents(linea.importe ?? 0), 0n),
    anticipo: toCents(obra.anticipo ?? 0),
    contrato: toCents(obra.costoTotal),
    amortizadoAntes: otras.reduce((suma, otra) => suma + toCents(otra.amortizacion ?? 0), 0n),
    finiquito,
    tasaIva: obra.tasaIva ?? 16,
    retenciones: obra.retenciones ?? [],
    retenidoAntes: finiquito ? retenidoAntes : new Map(),
    deducciones: (estimacion.deducciones ?? []).map((d) => toCents(d.importe)),
  });
  return {
    ...estimacion,
    lineas,
    importe: fromCents(hoja.importe),
    amortizacion: fromCents(hoja.amortizacion),
    subtotal: fromCents(hoja.subtotal),
    tasaIva: obra.tasaIva ?? 16,
    iva: fromCents(hoja.iva),
    retenciones: hoja.retenciones.map((r) => ({ ...r, importe: fromCents(r.importe) })),
    totalRetenciones: fromCents(hoja.totalRetenciones),
    totalDeducciones: fromCents(hoja.totalDeducciones),
    neto: fromCents(hoja.neto),
  };
}

/** The save's refusals the server answers with a 409: the period, and each concepto's acumulado. */
export function refusalToSave(estimacion: Estimacion, todas: readonly Estimacion[]): Refusal | undefined {
  const otras = otrasDe(estimacion, todas);
  const finiquito = otras.find((otra) => otra.tipo === 'finiquito');
  if (finiquito && estimacion.periodoDel > finiquito.periodoAl) {
    return { status: 409, message: obraFiniquitada(finiquito.folio!) };
  }
  const traslapa = otras.find(
    (otra) => otra.periodoDel <= estimacion.periodoAl && estimacion.periodoDel <= otra.periodoAl,
  );
  if (traslapa) {
    return { status: 409, message: periodoTraslapa(traslapa.folio!, traslapa.periodoDel, traslapa.periodoAl) };
  }
  for (const linea of estimacion.lineas) {
    const concepto = conceptos.find((c) => c.id === linea.conceptoObraId && c.obraId === estimacion.obra.id);
    if (!concepto) return { status: 400, message: CONCEPTO_INEXISTENTE };
    const total = estimadoDe(concepto.id, estimacion, otras).todas + escalada(linea.cantidad);
    const vigente = vigenteDe(concepto.id);
    if (total > vigente) {
      return { status: 409, message: acumuladoExcede(concepto.clave, cantidadTexto(total), cantidadTexto(vigente)) };
    }
  }
  return undefined;
}

/**
 * 'Copiar cantidades de avance' (GET /api/estimacion/obra/{obraId}/avance) over the fixtures: per
 * concepto with a capture by `al`, the shared rule of what is left to bill.
 */
export function avancePorEstimar(
  obraId: number,
  al: string,
  excluir: number | undefined,
  todas: readonly Estimacion[],
) {
  const otras = todas.filter((e) => e.obra.id === obraId && e.id !== excluir);
  const esta = { id: excluir, obra: { id: obraId }, periodoDel: al } as Estimacion;
  return conceptos
    .filter((concepto) => concepto.obraId === obraId)
    .sort((a, b) => a.orden - b.orden)
    .flatMap((concepto) => {
      const ultima = avances
        .filter((a) => a.conceptoId === concepto.id && a.fecha <= al)
        .sort((a, b) => a.fecha.localeCompare(b.fecha))
        .at(-1);
      if (!ultima) return [];
      const vigente = vigenteDe(concepto.id);
      const { anterior, todas: enOtras } = estimadoDe(concepto.id, esta, otras);
      const cantidad = cantidadDelAvance(escalada(ultima.cantidad), anterior, vigente, enOtras);
      if (cantidad === 0n) return [];
      return [
        {
          conceptoObraId: concepto.id,
          clave: concepto.clave,
          descripcion: concepto.descripcion,
          unidad: concepto.unidad,
          precioUnitario: Number(concepto.precioUnitario),
          contratado: numero(vigente),
          anterior: numero(anterior),
          ejecutado: ultima.cantidad,
          cantidad: numero(cantidad),
        },
      ];
    });
}
