/** The permiso calls of docs/product.md §7 usuario: paged per user, one by id, update, regenerate. */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { Permiso } from '../../schemas/generated/permiso';
import { validateRecord } from '../../schemas/validation';
import { permisoPorId, permisosDe } from '../fixtures/permisos';
import { usuarios } from '../fixtures/usuarios';
import { invalid } from './callers';
import { errorResponse, pageResponse } from './util';
import { savedOrStale } from './version';

const usuarioDe = (id: string | null | readonly string[] | undefined) =>
  usuarios.find((u) => String(u.id) === String(id));

export const permisoHandlers = [
  http.get('/api/usuario/permisos-page', ({ request }) => {
    const url = new URL(request.url);
    const user = usuarioDe(url.searchParams.get('usuarioId'));
    if (!user) return errorResponse(404, 'Usuario no encontrado');
    return pageResponse(permisosDe(user.id), url);
  }),
  http.get('/api/usuario/permisos-list', ({ request }) => {
    const user = usuarioDe(new URL(request.url).searchParams.get('idUsuario'));
    return user ? HttpResponse.json(permisosDe(user.id)) : errorResponse(404, 'Usuario no encontrado');
  }),
  http.get('/api/usuario/permiso/:idPermiso', ({ params }) => {
    const found = permisoPorId(Number(params.idPermiso));
    return found ? HttpResponse.json(found) : errorResponse(404, 'Permiso no encontrado');
  }),
  http.put('/api/usuario/permiso', async ({ request }) => {
    const { value, errors } = validateRecord<Permiso>(schemas.permiso, await request.json());
    if (errors) return invalid(errors);
    const found = permisoPorId(Number(value.id));
    return found
      ? savedOrStale(found, value, { ...found, autorizado: value.autorizado })
      : errorResponse(404, 'Permiso no encontrado');
  }),
  http.post('/api/usuario/permiso/:idUsuario', ({ params }) => {
    const user = usuarioDe(params.idUsuario);
    return user ? HttpResponse.json(permisosDe(user.id)) : errorResponse(404, 'Usuario no encontrado');
  }),
];
