/** The menu-item admin calls of docs/product.md §7 (the side menu itself is in session.ts). Writes are not kept. */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { MenuItem } from '../../schemas/generated';
import { validateRecord } from '../../schemas/validation';
import { menuItems } from '../fixtures/menuItems';
import { invalid } from './callers';
import { errorResponse, matchesSearch, pageResponse } from './util';
import { saved, savedOrStale } from './version';

const notFound = () => errorResponse(404, 'Elemento del menu no encontrado');
const byId = (id: unknown) => menuItems.find((item) => String(item.id) === String(id));

async function validated(request: Request) {
  const { value, errors } = validateRecord<MenuItem>(schemas.menuItem, await request.json());
  if (errors) return { error: invalid(errors) };
  const padre = value.padre?.id === undefined ? undefined : byId(value.padre.id);
  if (value.padre?.id !== undefined && !padre) return { error: invalid({ 'padre.id': 'El elemento padre no existe' }) };
  return { value: padre ? { ...value, padre: { id: padre.id, nombre: padre.nombre } } : value };
}

export const menuItemHandlers = [
  http.get('/api/menu-item/menu-items-page', ({ request }) => {
    const url = new URL(request.url);
    return pageResponse(
      menuItems.filter((item) => matchesSearch(item, ['nombre', 'link'], url.searchParams.get('name'))),
      url,
    );
  }),
  http.get('/api/menu-item/list-by-name', ({ request }) => {
    const term = new URL(request.url).searchParams.get('searchTerm')?.trim() ?? '';
    return HttpResponse.json(
      term ? menuItems.filter((item) => matchesSearch(item, ['nombre', 'link'], term)).slice(0, 20) : [],
    );
  }),
  http.get('/api/menu-item/list-all', () => HttpResponse.json(menuItems)),
  http.get('/api/menu-item/:menuItemId', ({ params }) => {
    const found = byId(params.menuItemId);
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.post('/api/menu-item', async ({ request }) => {
    const { value, error } = await validated(request);
    if (error) return error;
    return HttpResponse.json(saved({ ...value, id: Math.max(...menuItems.map((item) => item.id!)) + 1 }), {
      status: 201,
    });
  }),
  http.put('/api/menu-item', async ({ request }) => {
    const { value, error } = await validated(request);
    if (error) return error;
    const stored = byId(value.id);
    return stored ? savedOrStale(stored, value, value) : notFound();
  }),
  http.delete('/api/menu-item', ({ request }) => {
    const found = byId(new URL(request.url).searchParams.get('id'));
    return found ? HttpResponse.json(found) : notFound();
  }),
];
