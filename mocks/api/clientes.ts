/**
 * /api/cliente as the server answers it. Writes are validated with the shared schema and answered,
 * but not kept: every test and story starts from the same fixtures.
 */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { Cliente } from '../../schemas/generated/cliente';
import { validateRecord } from '../../schemas/validation';
import { clientes } from '../fixtures/clientes';
import { sucursales } from '../fixtures/sucursales';
import { errorResponse, matchesSearch, pageResponse } from './util';
import { saved, savedOrStale } from './version';

const SEARCHED: (keyof Cliente)[] = ['nombre', 'direccion', 'telefono', 'rfc'];
const INVALID_INPUT = 'Datos invalidos';
const notFound = () => errorResponse(404, 'Cliente no encontrado');

async function validated(request: Request) {
  const { value, errors } = validateRecord<Cliente>(schemas.cliente, await request.json());
  if (!errors) return { value };
  const fields = Object.entries(errors).map(([field, message]) => ({ field, message }));
  return { error: errorResponse(400, INVALID_INPUT, fields) };
}

const searched = (url: URL) => clientes.filter((c) => matchesSearch(c, SEARCHED, url.searchParams.get('toSearch')));
/** The chosen sucursal (a superuser may choose), else the caller's own: the first one. */
function withSucursal(cliente: Cliente): Cliente {
  const { id, nombre } = sucursales.find((s) => s.id === cliente.sucursal?.id) ?? sucursales[0];
  return { ...cliente, sucursal: { id, nombre } };
}

export const clienteHandlers = [
  http.get('/api/cliente', ({ request }) => {
    const url = new URL(request.url);
    return pageResponse(searched(url), url);
  }),
  http.get('/api/cliente/list', ({ request }) => HttpResponse.json(searched(new URL(request.url)).slice(0, 20))),
  http.get('/api/cliente/:idCliente', ({ params }) => {
    const found = clientes.find((c) => String(c.id) === params.idCliente);
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.post('/api/cliente', async ({ request }) => {
    const { value, error } = await validated(request);
    if (error) return error;
    const id = Math.max(...clientes.map((c) => c.id ?? 0)) + 1;
    return HttpResponse.json(saved(withSucursal({ ...value, id })), { status: 201 });
  }),
  http.put('/api/cliente', async ({ request }) => {
    const { value, error } = await validated(request);
    if (error) return error;
    const stored = clientes.find((c) => c.id === value.id);
    return stored ? savedOrStale(stored, value, withSucursal(value)) : notFound();
  }),
];
