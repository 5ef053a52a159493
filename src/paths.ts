/** Every in-app link is built here, so routes stay exactly docs/product.md §2's (list convention included). */
export const paths = {
  home: '/',
  login: '/login',
  /** New record: `{base}/nuevo`. */
  create: (base: string) => `${base}/nuevo`,
  /** Row action: `{base}/{id}/{action}`; the default action is `editar`. */
  row: (base: string, id: number | string, action = 'editar') => `${base}/${id}/${action}`,
  obraResumen: (id: number | string) => `/obras/${id}/resumen`,
  perfil: (userId: number | string) => `/configura/usuarios/${userId}/editar`,
};
