/** /api/proveedor as the server answers it: `page` (paged), `list?toSearch` (autocompletes), CRUD. */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { Proveedor } from '../../schemas/generated/proveedor';
import { proveedores } from '../fixtures/proveedores';
import { crudHandlers } from './crud';
import { matchesSearch } from './util';

const SEARCHED: (keyof Proveedor)[] = ['nombre', 'direccion', 'telefono', 'correo', 'rfc'];

export const proveedorHandlers = [
  http.get('/api/proveedor/list', ({ request }) => {
    const toSearch = new URL(request.url).searchParams.get('toSearch');
    return HttpResponse.json(proveedores.filter((p) => matchesSearch(p, SEARCHED, toSearch)).slice(0, 20));
  }),
  ...crudHandlers<Proveedor>({
    schema: schemas.proveedor,
    api: '/api/proveedor',
    list: '/api/proveedor/page',
    records: proveedores,
    searched: SEARCHED,
    notFound: 'Proveedor no encontrado',
  }),
];
