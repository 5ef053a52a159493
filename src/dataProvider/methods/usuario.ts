/** Usuario calls beyond CRUD: search by name, the own profile, passwords and permisos. */
import type { Identifier } from 'react-admin';
import { schemas } from '../../../schemas';
import { apiJson } from '../http';
import { toPage } from '../paged';
import { encodeId, mutation, query, resourceKey } from './method';
import type { PasswordChange, Stored, Usuario, UsuarioOption } from './types';

export const usuarioMethods = {
  /** The first `pageSize` users whose name matches (all users when `toSearch` is empty). */
  buscarUsuarios: query(
    async ({ toSearch, pageSize }: { toSearch: string; pageSize: number }) =>
      toPage<UsuarioOption>(await apiJson('/api/usuario/buscarPorNombre', { query: { toSearch, page: 0, pageSize } }))
        .data,
  ),
  /** PUT /api/usuario/{id}: one's own profile (nombres, apellidos, correo). */
  actualizarPerfil: mutation(
    ({ id, data }: { id: Identifier; data: Partial<Usuario> }) =>
      apiJson<Stored<Usuario>>(`/api/usuario/${encodeId(id)}`, { method: 'PUT', body: data }),
    [resourceKey(schemas.usuario)],
  ),
  cambiarPassword: mutation(
    (change: PasswordChange) => apiJson<void>('/api/usuario/password', { method: 'POST', body: change }),
    [],
  ),
  /** Recreates a user's permisos from their role. */
  generarPermisos: mutation(
    (idUsuario: Identifier) => apiJson<void>(`/api/usuario/permiso/${encodeId(idUsuario)}`, { method: 'POST' }),
    [resourceKey(schemas.permiso)],
  ),
};
