/**
 * The usuario catalog of docs/product.md §7 as the server answers it: users of the demo fixtures, roles,
 * profile edits and password changes. Writes are validated and answered, but not kept.
 */
import { http, HttpResponse } from 'msw';
import { schemas, variantSchemas, type EntitySchema } from '../../schemas';
import type { Usuario } from '../../schemas/generated/usuario';
import { validateRecord } from '../../schemas/validation';
import { roles, usuarios } from '../fixtures/usuarios';
import { callerId, invalid, MOCK_PASSWORD } from './callers';
import { errorResponse, matchesSearch, pageResponse } from './util';
import { saved, savedOrStale } from './version';

const SEARCHED = ['nombres', 'apellidos', 'correo', 'username'] as const;
const notFound = () => errorResponse(404, 'Usuario no encontrado');
const perfil = variantSchemas.usuarioPerfil;

async function validated(request: Request, schema: EntitySchema = schemas.usuario) {
  const { password, ...body } = (await request.json()) as Record<string, unknown>;
  const { value, errors } = validateRecord<Usuario>(schema, body);
  if (typeof password === 'string' && password.length > 0 && password.length < 8) {
    return { error: invalid({ ...errors, password: 'Minimo 8 caracteres' }) };
  }
  return errors ? { error: invalid(errors) } : { value };
}

function passwordErrors(body: Record<string, unknown>, own: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (typeof body.password !== 'string' || body.password === '') errors.password = 'Campo Obligatorio';
  else if (body.password.length < 8) errors.password = 'Minimo 8 caracteres';
  if (own && !body.passwordActual) errors.passwordActual = 'Campo Obligatorio';
  return errors;
}

export const usuarioHandlers = [
  http.get('/api/usuario/roles', () => HttpResponse.json(roles)),
  http.get('/api/usuario/list-all', () => HttpResponse.json(usuarios)),
  http.get('/api/usuario/buscarPorNombre', ({ request }) => {
    const url = new URL(request.url);
    return pageResponse(
      usuarios.filter((u) => matchesSearch(u, [...SEARCHED], url.searchParams.get('toSearch'))),
      url,
    );
  }),
  http.post('/api/usuario/password', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    const target = usuarios.find((u) => u.id === Number(body.idUsuario));
    if (!target) return notFound();
    const own = target.id === callerId(request);
    const errors = passwordErrors(body, own);
    if (Object.keys(errors).length > 0) return invalid(errors);
    if (own && body.passwordActual !== MOCK_PASSWORD) {
      return errorResponse(400, 'La contrasena actual no es correcta', [
        { field: 'passwordActual', message: 'La contrasena actual no es correcta' },
      ]);
    }
    return HttpResponse.json(target);
  }),
  http.post('/api/usuario', async ({ request }) => {
    const { value, error } = await validated(request);
    if (error) return error;
    return HttpResponse.json(saved({ activo: true, sucursalId: 1, ...value, id: usuarios.length + 1 }), {
      status: 201,
    });
  }),
  http.put('/api/usuario', async ({ request }) => {
    const { value, error } = await validated(request);
    if (error) return error;
    const stored = usuarios.find((u) => u.id === value.id);
    return stored ? savedOrStale(stored, value, value) : notFound();
  }),
  http.get('/api/usuario/:idUsuario', ({ params }) => {
    const found = usuarios.find((u) => String(u.id) === params.idUsuario);
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.put('/api/usuario/:idUsuario', async ({ request, params }) => {
    const current = usuarios.find((u) => String(u.id) === params.idUsuario);
    if (!current) return notFound();
    const { value, error } = await validated(request, perfil);
    if (error) return error;
    return savedOrStale(current, value, {
      ...current,
      nombres: value.nombres,
      apellidos: value.apellidos,
      correo: value.correo,
    });
  }),
];
