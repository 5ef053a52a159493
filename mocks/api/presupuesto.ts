/**
 * The presupuesto (schemas/api/presupuesto.ts) over the fixtures: the tree's subtotals by the shared
 * rule (schemas/presupuesto.ts `subtotalesPartidas`) in cents, contratado and vigente (with the
 * authorized ajustes of ../fixtures/ajustesPresupuesto.ts), conceptos a keyset page at a time by
 * their `orden`, the import's preview of the demo sheet (with two broken rows when the file's name
 * says 'errores'), paged as the server pages it, and a concepto's read and edit with its importe
 * recomputed, and stand-ins for its .xlsx and PDF. Writes are answered, not kept.
 */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import { fromCents, toCents } from '../../schemas/money';
import { CONCEPTO_NO_ENCONTRADO, hojaConErrores, importeConcepto, subtotalesPartidas } from '../../schemas/presupuesto';
import { OBRA_NO_ENCONTRADA, OBRA_TERMINADA } from '../../schemas/messages';
import { ajustesDeConcepto } from '../fixtures/ajustesPresupuesto';
import { obras } from '../fixtures/obras';
import { HOJA_CON_ERRORES, HOJA_CORRECTA, conceptos, partidas, type ConceptoFixture } from '../fixtures/presupuesto';
import { crudHandlers } from './crud';
import { errorResponse, matchesSearch, pdfResponse } from './util';

const SIN_ARCHIVO = 'Elija la hoja a importar';

const obraDe = (id: unknown) => obras.find((o) => String(o.id) === String(id));

function resumen(obraId: number) {
  const obra = obraDe(obraId)!;
  const propias = partidas.filter((p) => p.obraId === obraId);
  const suyos = conceptos.filter((c) => c.obraId === obraId);
  const vigente = (c: ConceptoFixture) => toCents(c.importe!) + ajustesDeConcepto(c.id).importe;
  const contratado = (c: ConceptoFixture) => toCents(c.importe!);
  const suma = (lista: ConceptoFixture[], importe = vigente) => lista.reduce((acc, c) => acc + importe(c), 0n);
  const propio = (partidaId: number | undefined, importe = vigente) =>
    suma(
      suyos.filter((c) => c.partidaId === partidaId),
      importe,
    );
  const subtotalesDe = (importe: (c: ConceptoFixture) => bigint) =>
    subtotalesPartidas(propias.map((p) => ({ id: p.id, padreId: p.padreId, propio: propio(p.id, importe) })));
  const [subtotales, contratados] = [subtotalesDe(vigente), subtotalesDe(contratado)];
  const total = suma(suyos);
  const totalContratado = suma(suyos, contratado);
  return {
    obra: { id: obra.id, nombre: obra.nombre, costoTotal: obra.costoTotal, terminado: obra.terminado },
    partidas: propias.map(({ id, padreId, nivel, clave, descripcion }) => ({
      id,
      padreId,
      nivel,
      clave,
      descripcion,
      subtotal: fromCents(subtotales.get(id) ?? 0n),
      contratado: fromCents(contratados.get(id) ?? 0n),
      conceptos: suyos.filter((c) => c.partidaId === id).length,
    })),
    conceptos: suyos.length,
    sinPartida: fromCents(propio(undefined)),
    total: fromCents(total),
    contratado: fromCents(totalContratado),
    ajustes: fromCents(total - totalContratado),
    diferencia: fromCents(toCents(obra.costoTotal) - totalContratado),
  };
}

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
  const content = found.slice(0, size).map((c) => {
    const ajustes = ajustesDeConcepto(c.id);
    return {
      ...c,
      ajustes: { cantidad: ajustes.cantidad, importe: fromCents(ajustes.importe) },
      vigente: { cantidad: c.cantidad + ajustes.cantidad, importe: fromCents(toCents(c.importe!) + ajustes.importe) },
    };
  });
  return { content, siguiente: found.length > size ? content.at(-1)!.orden : null };
}

const conImporte = (c: ConceptoFixture): ConceptoFixture => ({
  ...c,
  importe: fromCents(importeConcepto(c.cantidad, c.precioUnitario) ?? 0n),
});

export const presupuestoHandlers = [
  http.get('/api/presupuesto/obra/:idObra', ({ params }) =>
    obraDe(params.idObra) ? HttpResponse.json(resumen(Number(params.idObra))) : errorResponse(404, OBRA_NO_ENCONTRADA),
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
