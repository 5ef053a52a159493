/** The usuario screens' messages; the quoted ones are docs/product.md §6 and §8 letter for letter. */
export const ERROR_BUSCAR_USUARIO = 'Error al buscar el usuario solicitado..';
export const ERROR_CREAR_USUARIO = 'Error al intentar crear el Usuario..';
export const ERROR_ACTUALIZAR_USUARIO = 'Error al intentar actualizar el Usuario..';
export const CONFIRMAR_GENERAR_PERMISOS = 'Esta seguro que desea reestablecer los permisos del usuario?';
export const GENERAR_PERMISOS = 'Generar Permisos';
export const PERMISOS_GENERADOS = 'Se reestablecieron los permisos del usuario';
export const PASSWORD_CAMBIADA = 'Se actualizo la contraseña';
export const PASSWORDS_DISTINTAS = 'Las contraseñas no coinciden';
