/** The obra screens' own texts. */
export const CLIENTE_PROMPT = 'Escriba el nombre del cliente a buscar';
export const PRESUPUESTO = 'Presupuesto';
export const PERCENT_NEEDS_TOTAL = 'Capture primero el costo total';
export const UTILIDAD_HINT = 'Costo total − (insumos + mano de obra + indirectos)';
export const ACTIONS = { editar: 'Editar', abrir: 'Abrir' };
export const RESUMEN = {
  title: 'Resumen de Obra',
  editar: 'Editar obra',
  facturado: 'Facturado',
  cobrado: 'Cobrado',
  utilidadPlaneada: 'Utilidad planeada',
  utilidadActual: 'Utilidad a la fecha',
  utilidadActualDetalle: (ejercido: string) => `Facturado menos ejercido: ${ejercido}`,
  verDocumentos: 'Ver documentos',
};
/** The documents behind a budget line of the summary. */
export const DOCUMENTOS = {
  titulo: (partida: string) => `Documentos de ${partida}`,
  compras: 'Compras aplicadas',
  comprometidas: 'Órdenes autorizadas sin compra (comprometido)',
  nominas: 'Nóminas',
  gastos: 'Gastos aplicados',
  sinPermiso: 'No tiene permiso para consultar estos documentos.',
};
/** The client search of the obra editor (docs/product.md §9): 300 ms, at most 20 suggestions. */
export const CLIENTE_SEARCH = { path: '/api/cliente/list', param: 'toSearch', debounceMs: 300, limit: 20 };
