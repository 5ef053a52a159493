/** The permiso screens' messages; the quoted ones are docs/product.md §8 letter for letter. */
export const ERROR_CARGAR_PERMISOS = 'Error al cargar los permisos de usuario..';
export const ERROR_ACTUALIZAR_PERMISO = 'Error al intentar actualizar el Permiso..';
export const ELIJA_USUARIO = 'Seleccione un usuario para ver y cambiar sus permisos.';
export const USUARIO_PROMPT = 'Escriba el nombre del usuario a buscar';

export const permisoGuardado = (nombre: unknown, autorizado: boolean) =>
  `Se guardo el permiso: ${String(nombre)} (${autorizado ? 'autorizado' : 'sin autorizar'})`;
