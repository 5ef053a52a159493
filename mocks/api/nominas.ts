/**
 * /api/nomina as the server answers it (docs/contract.md Nómina): the obra's weeks, one nómina,
 * create and update (409 for a week the obra already has, or a closed obra), the comprobante
 * (409 once it has one) and its reference.
 */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { Nomina } from '../../schemas/generated/nomina';
import { DOCUMENTO_NO_ENCONTRADO, OBRA_TERMINADA } from '../../schemas/lifecycle';
import { semanaDuplicada } from '../../schemas/payroll';
import { COMPROBANTE } from '../fixtures/compras';
import { nominas } from '../fixtures/nominas';
import { obras } from '../fixtures/obras';
import { validated } from './crud';
import { documentMock } from './documents';
import { errorResponse, matchesSearch, pageResponse } from './util';

const byId = (id: unknown) => nominas.find((n) => String(n.id) === String(id));

/** The obra's nómina of the same week, other than `nomina` itself. */
const semanaTomada = (nomina: Nomina) =>
  nominas.some((n) => n.obra?.id === nomina.obra?.id && n.semana === nomina.semana && n.id !== nomina.id);

const duplicada = (nomina: Nomina) =>
  semanaTomada(nomina) ? { status: 409, message: semanaDuplicada(nomina.semana) } : undefined;

// An edit is refused with the week it would take: the mock asks it of the stored nómina with the body's week.
export const nominaMock = documentMock<Nomina>(schemas.nomina, (action, nomina) =>
  action === 'editar' ? duplicada(nomina) : undefined,
);

export const nominaHandlers = [
  http.get('/api/nomina', ({ request }) => {
    const url = new URL(request.url);
    const search = url.searchParams.get('toSearch');
    const rows = nominas
      .filter((n) => String(n.obra?.id) === url.searchParams.get('obraId'))
      .filter((n) => matchesSearch(n, ['folio', 'semana', 'nota'], search))
      .sort((a, b) => b.semana - a.semana);
    return pageResponse(rows, url);
  }),
  http.patch('/api/nomina/:id/comprobante', ({ params }) =>
    nominaMock.act(byId(params.id), 'adjuntar', (nomina) => ({ ...nomina, comprobante: COMPROBANTE })),
  ),
  http.get('/api/nomina/:id/comprobanteUrl', ({ params }) => {
    const nomina = byId(params.id);
    if (!nomina) return errorResponse(404, nominaMock.notFound);
    return nomina.comprobante
      ? HttpResponse.json({ url: nomina.comprobante })
      : errorResponse(404, DOCUMENTO_NO_ENCONTRADO);
  }),
  http.get('/api/nomina/:id', ({ params }) => nominaMock.read(byId(params.id))),
  http.post('/api/nomina', async ({ request }) => {
    const checked = validated<Nomina>(schemas.nomina, await request.json());
    if (checked.error) return checked.error;
    const obra = obras.find((o) => o.id === checked.value.obra?.id);
    if (!obra) return errorResponse(404, 'Obra no encontrada');
    if (obra.terminado) return errorResponse(409, OBRA_TERMINADA);
    const nueva: Nomina = {
      ...checked.value,
      id: Math.max(...nominas.map((n) => n.id ?? 0)) + 1,
      folio: Math.max(...nominas.map((n) => n.folio ?? 0)) + 1,
      status: 'creado',
      obra: { id: obra.id, nombre: obra.nombre },
    };
    const refused = duplicada(nueva);
    return refused ? errorResponse(refused.status, refused.message) : nominaMock.created(nueva);
  }),
  http.put('/api/nomina', async ({ request }) => {
    const checked = validated<Nomina>(schemas.nomina, await request.json());
    if (checked.error) return checked.error;
    const stored = byId(checked.value.id);
    // The week, total and nota change; folio, status, obra and comprobante are the server's.
    const edited = stored && { ...stored, semana: checked.value.semana };
    return nominaMock.act(
      edited,
      'editar',
      (nomina) => ({ ...nomina, total: checked.value.total, nota: checked.value.nota }),
      checked.value,
    );
  }),
];
