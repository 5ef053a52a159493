/**
 * The presupuesto (schemas/api/presupuesto.ts) over the fixtures: the tree, its totals and each
 * concepto's vigente figures read by the server's own rule (schemas/presupuesto-lectura.ts) from
 * what the fixtures' conceptos and authorized ajustes (../fixtures/ajustesPresupuesto.ts) add up
 * to; conceptos a keyset page at a time by their `orden`; the import's preview of the demo sheet (with two broken rows when the file's name
 * says 'errores'), paged as the server pages it, and a concepto's read and edit with its importe
 * recomputed, and stand-ins for its .xlsx and PDF. Writes are answered, not kept.
 */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import { divRound, fromCents, parseScaled, toCents } from '../../schemas/money';
import { costosDelArbol, porcentaje } from '../../schemas/costo-partida';
import {
  AVANCE_DECIMALES,
  CANTIDAD_DECIMALES,
  CONCEPTO_NO_ENCONTRADO,
  PARTIDA_NO_ENCONTRADA,
  avanceExcede,
  ejecutadoConcepto,
  hojaConErrores,
  importeConcepto,
} from '../../schemas/presupuesto';
import { arbolDe, conAjustes, lecturaPresupuesto, type SumaDePartida } from '../../schemas/presupuesto-lectura';
import type { Obra } from '../../schemas/generated/obra';
import { OBRA_NO_ENCONTRADA, OBRA_TERMINADA } from '../../schemas/messages';
import { ajustesDeConcepto } from '../fixtures/ajustesPresupuesto';
import { obras } from '../fixtures/obras';
import {
  HOJA_CON_ERRORES,
  HOJA_CORRECTA,
  PARTES_DE_COSTO,
  avances,
  conceptos,
  partidas,
  type ConceptoFixture,
} from '../fixtures/presupuesto';
import { crudHandlers } from './crud';
import { errorResponse, matchesSearch, pdfResponse } from './util';

const SIN_ARCHIVO = 'Elija la hoja a importar';

const obraDe = (id: unknown) => obras.find((o) => String(o.id) === String(id));

/** The obra's tree as the server reads it, from what each partida's conceptos add up to. */
function arbol(obraId: number) {
  const sumas = new Map<number | null, SumaDePartida>();
  for (const c of conceptos.filter((concepto) => concepto.obraId === obraId)) {
    const partidaId = c.partidaId ?? null;
    const suma = sumas.get(partidaId) ?? { partidaId, contratado: 0n, importe: 0n, conceptos: 0 };
    const contratado = toCents(c.importe!);
    sumas.set(partidaId, {
      partidaId,
      contratado: suma.contratado + contratado,
      importe: suma.importe + contratado + ajustesDeConcepto(c.id).importe,
      conceptos: suma.conceptos + 1,
    });
  }
  const propias = partidas
    .filter((p) => p.obraId === obraId)
    .map(({ id, padreId, nivel, clave, descripcion }) => ({ id, padreId, nivel, clave, descripcion }));
  return arbolDe(propias, [...sumas.values()]);
}

const resumen = (obra: Obra & { id: number }) => lecturaPresupuesto(obra, arbol(obra.id));

/**
 * The obra summary's cost per partida (GET /api/obra/{idObra}/resumen `costoPorPartida` and its
 * avance físico) by the server's rule (schemas/costo-partida.ts `costosDelArbol`): each top-level
 * partida's documents add up to its share of PARTES_DE_COSTO, its subpartidas' nothing of their own.
 */
export function costoPorPartida(obraId: number) {
  const tree = arbol(obraId);
  const raices = tree.partidas.filter((p) => p.padreId === null);
  const sumas = raices.map(({ id, importe }, i) => {
    const partes = PARTES_DE_COSTO[i % PARTES_DE_COSTO.length];
    const parte = (campo: keyof typeof partes) => divRound(importe * partes[campo], 100n);
    return {
      partidaId: id,
      ejercido: parte('ejercido'),
      comprometido: parte('comprometido'),
      ejecutado: parte('ejecutado'),
    };
  });
  return costosDelArbol(tree.partidas, sumas, tree.sinPartida);
}

/** A concepto's captures and avance, as GET /api/presupuesto/concepto/{id}/avance answers them. */
function avanceDe(concepto: ConceptoFixture) {
  const capturas = avances
    .filter((a) => a.conceptoId === concepto.id)
    .sort((a, b) => a.fecha.localeCompare(b.fecha))
    .map(({ id, fecha, cantidad }) => ({ id, fecha, cantidad }));
  const ultima = capturas.at(-1);
  const ejecutado = ultima ? (ejecutadoConcepto(ultima.cantidad, concepto.precioUnitario) ?? 0n) : 0n;
  const { id, clave, descripcion, unidad, cantidad, precioUnitario, importe } = concepto;
  return {
    concepto: { id, clave, descripcion, unidad, cantidad, precioUnitario, importe },
    capturas,
    ejecutado: fromCents(ejecutado),
    avanceFisico: porcentaje(ejecutado, toCents(importe!)) ?? 0,
  };
}

const conceptoDe = (id: unknown) => conceptos.find((c) => String(c.id) === String(id));

function paginaConceptos(obraId: number, url: URL) {
  const q = url.searchParams;
  const size = Number(q.get('size') ?? 50);
  const despues = q.get('despues') === null ? -1 : Number(q.get('despues'));
  const partida = q.get('partida');
  const found = conceptos.filter(
    (c) =>
      c.obraId === obraId &&
      c.orden > despues &&
      (partida === null || String(c.partidaId) === partida) &&
      (q.get('sinPartida') !== 'true' || c.partidaId === undefined) &&
      matchesSearch(c, ['clave', 'descripcion'], q.get('toSearch')),
  );
  const content = found.slice(0, size).map((c) => conAjustes({ ...c }, ajustesDeConcepto(c.id)));
  return { content, siguiente: found.length > size ? content.at(-1)!.orden : null };
}

const conImporte = (c: ConceptoFixture): ConceptoFixture => ({
  ...c,
  importe: fromCents(importeConcepto(c.cantidad, c.precioUnitario) ?? 0n),
});

export const presupuestoHandlers = [
  http.get('/api/presupuesto/obra/:idObra', ({ params }) =>
    ((obra) => (obra ? HttpResponse.json(resumen(obra)) : errorResponse(404, OBRA_NO_ENCONTRADA)))(
      obraDe(params.idObra),
    ),
  ),
  http.get('/api/presupuesto/obra/:idObra/conceptos', ({ params, request }) =>
    obraDe(params.idObra)
      ? HttpResponse.json(paginaConceptos(Number(params.idObra), new URL(request.url)))
      : errorResponse(404, OBRA_NO_ENCONTRADA),
  ),
  // Not a workbook: the screen only saves what arrives, under its name.
  http.get('/api/presupuesto/obra/:idObra/exportar', ({ params }) =>
    obraDe(params.idObra)
      ? HttpResponse.arrayBuffer(new TextEncoder().encode('PK').buffer, {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        })
      : errorResponse(404, OBRA_NO_ENCONTRADA),
  ),
  http.get('/api/presupuesto/obra/:idObra/pdf', ({ params }) =>
    obraDe(params.idObra) ? pdfResponse() : errorResponse(404, OBRA_NO_ENCONTRADA),
  ),
  http.get('/api/presupuesto/obra/:idObra/partidas', ({ params, request }) => {
    if (!obraDe(params.idObra)) return errorResponse(404, OBRA_NO_ENCONTRADA);
    const texto = new URL(request.url).searchParams.get('toSearch');
    const opciones = partidas
      .filter((p) => p.obraId === Number(params.idObra))
      .map((p) => ({ id: p.id, nombre: `${p.clave} ${p.descripcion}` }))
      .filter((p) => matchesSearch(p, ['nombre'], texto));
    return HttpResponse.json(opciones.slice(0, 20));
  }),
  http.get('/api/presupuesto/partida/:idPartida', ({ params }) => {
    const partida = partidas.find((p) => String(p.id) === params.idPartida);
    return partida
      ? HttpResponse.json({ id: partida.id, nombre: `${partida.clave} ${partida.descripcion}` })
      : errorResponse(404, PARTIDA_NO_ENCONTRADA);
  }),
  http.get('/api/presupuesto/concepto/:idConcepto/avance', ({ params }) => {
    const concepto = conceptoDe(params.idConcepto);
    return concepto ? HttpResponse.json(avanceDe(concepto)) : errorResponse(404, CONCEPTO_NO_ENCONTRADO);
  }),
  http.post('/api/presupuesto/concepto/:idConcepto/avance', async ({ params, request }) => {
    const concepto = conceptoDe(params.idConcepto);
    if (!concepto) return errorResponse(404, CONCEPTO_NO_ENCONTRADO);
    const { fecha, cantidad } = (await request.json()) as { fecha: string; cantidad: number };
    const ejecutada = parseScaled(cantidad, CANTIDAD_DECIMALES);
    if (ejecutada === null)
      return errorResponse(400, AVANCE_DECIMALES, [{ field: 'cantidad', message: AVANCE_DECIMALES }]);
    if (ejecutada > (parseScaled(concepto.cantidad, CANTIDAD_DECIMALES) ?? 0n)) {
      const message = avanceExcede(concepto.cantidad.toFixed(CANTIDAD_DECIMALES), concepto.unidad);
      return errorResponse(400, message, [{ field: 'cantidad', message }]);
    }
    const previa = avances.find((a) => a.conceptoId === concepto.id && a.fecha === fecha);
    if (previa) previa.cantidad = cantidad;
    else avances.push({ id: avances.length + 1, conceptoId: concepto.id, fecha, cantidad });
    return HttpResponse.json(avanceDe(concepto));
  }),
  http.post('/api/presupuesto/obra/:idObra/importar', async ({ params, request }) => {
    const obra = obraDe(params.idObra);
    if (!obra) return errorResponse(404, OBRA_NO_ENCONTRADA);
    if (obra.terminado) return errorResponse(409, OBRA_TERMINADA);
    const form = await request.formData();
    const archivo = form.get('archivo');
    if (!(archivo instanceof Blob))
      return errorResponse(400, SIN_ARCHIVO, [{ field: 'archivo', message: SIN_ARCHIVO }]);
    const { renglones, resumen: cuentas } = /errores/i.test((archivo as File).name) ? HOJA_CON_ERRORES : HOJA_CORRECTA;
    const confirmar = form.get('confirmar') === 'true';
    if (confirmar && cuentas.conErrores > 0) {
      return errorResponse(400, hojaConErrores(cuentas.conErrores));
    }
    const mostrados = form.get('soloErrores') === 'true' ? renglones.filter((r) => r.errores.length > 0) : renglones;
    const page = Number(form.get('page') ?? 0);
    const pageSize = Number(form.get('pageSize') ?? 50);
    return HttpResponse.json({
      ...cuentas,
      guardado: confirmar,
      renglones: {
        content: mostrados.slice(page * pageSize, (page + 1) * pageSize),
        totalElements: mostrados.length,
        page,
        pageSize,
      },
    });
  }),
  ...crudHandlers<ConceptoFixture>({
    schema: schemas.conceptoObra,
    api: '/api/presupuesto/concepto',
    records: conceptos,
    searched: ['clave', 'descripcion'],
    notFound: CONCEPTO_NO_ENCONTRADO,
    answer: conImporte,
  }),
];
