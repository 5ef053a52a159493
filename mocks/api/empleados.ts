/**
 * /api/empleado as the server answers it: paged list, one record, multipart create and update
 * (part `empleado` with the JSON, optional file part `foto`; PUT says `?foto=true|false`), the
 * ID-card PDF, and the stored photos (and the catalogs' stored PDFs) under /api/documento/{id}.
 */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { Empleado } from '../../schemas/generated/empleado';
import { CREDENCIAL_PDF, FOTO_PNG } from '../fixtures/documentos';
import { empleados, FOTO_IDS } from '../fixtures/empleados';
import { FICHA_IDS } from '../fixtures/herramientas';
import { sucursales } from '../fixtures/sucursales';
import { validated } from './crud';
import { errorResponse, matchesSearch, pageResponse, pdfResponse } from './util';
import { saved, savedOrStale } from './version';

const SEARCHED: (keyof Empleado)[] = ['nombre', 'telefono', 'correo', 'puesto'];
const NOT_FOUND = 'Empleado no encontrado';
/** Where a newly sent photo is stored. */
export const NEW_FOTO = '/api/documento/99';
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

const find = (id: unknown) => empleados.find((e) => String(e.id) === String(id));

/** The JSON part (text or file part) and the photo part of a multipart write. */
async function partsOf(request: Request): Promise<{ body: unknown; foto: File | null }> {
  const form = await request.formData();
  const part = form.get('empleado');
  const text = typeof part === 'string' ? part : part ? await part.text() : 'null';
  const foto = form.get('foto');
  return { body: JSON.parse(text) as unknown, foto: foto instanceof Blob ? (foto as File) : null };
}

function written({ body, foto }: { body: unknown; foto: File | null }, current?: Empleado): Response {
  if (foto && !IMAGE_TYPES.includes(foto.type)) return errorResponse(415, 'Tipo de archivo no permitido');
  const checked = validated<Empleado>(schemas.empleado, body);
  if (checked.error) return checked.error;
  const { id, nombre } = sucursales[0];
  const stored: Empleado = { ...checked.value, foto: foto ? NEW_FOTO : current?.foto, sucursal: { id, nombre } };
  if (!current) return HttpResponse.json(saved({ ...stored, id: empleados.length + 1 }), { status: 201 });
  return savedOrStale(current, checked.value, stored);
}

export const empleadoHandlers = [
  http.get('/api/empleado', ({ request }) => {
    const url = new URL(request.url);
    return pageResponse(
      empleados.filter((e) => matchesSearch(e, SEARCHED, url.searchParams.get('toSearch'))),
      url,
    );
  }),
  http.get('/api/empleado/:id/credencial', ({ params }) =>
    find(params.id)
      ? new HttpResponse(CREDENCIAL_PDF, { headers: { 'Content-Type': 'application/pdf' } })
      : errorResponse(404, NOT_FOUND),
  ),
  http.get('/api/empleado/:id', ({ params }) => {
    const found = find(params.id);
    return found ? HttpResponse.json(found) : errorResponse(404, NOT_FOUND);
  }),
  http.post('/api/empleado', async ({ request }) => written(await partsOf(request))),
  http.put('/api/empleado', async ({ request }) => {
    const flag = new URL(request.url).searchParams.get('foto');
    const parts = await partsOf(request);
    const current = find((parts.body as { id?: unknown } | null)?.id);
    if (!current) return errorResponse(404, NOT_FOUND);
    if (flag === 'true' && !parts.foto) {
      return errorResponse(400, 'Datos invalidos', [{ field: 'foto', message: 'A file is required for upload.' }]);
    }
    // `foto=false` keeps the stored photo whatever was sent.
    return written({ body: parts.body, foto: flag === 'false' ? null : parts.foto }, current);
  }),
  http.get('/api/documento/:id', ({ params }) => {
    const id = Number(params.id);
    if (FICHA_IDS.includes(id)) return pdfResponse();
    return [...FOTO_IDS, 99].includes(id)
      ? new HttpResponse(FOTO_PNG, { headers: { 'Content-Type': 'image/png' } })
      : errorResponse(404, 'Documento no encontrado..');
  }),
];
