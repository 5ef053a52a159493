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
/** The obra's avance side by side in the summary's header (docs/domain.md, Avance físico). */
export const AVANCE = {
  titulo: 'Avance de la obra',
  fisico: 'Físico',
  fisicoDetalle: 'Cantidades ejecutadas × P.U. sobre el importe vigente',
  financiero: 'Financiero',
  financieroDetalle: 'Ejercido sobre el presupuesto de costo',
  tiempo: 'Tiempo',
  tiempoDetalle: 'Tiempo transcurrido entre inicio y fin',
  sinDato: 'Sin presupuesto',
};
/** The summary's cost by partida (docs/domain.md, Costo por partida). */
export const COSTO_PARTIDA = {
  titulo: 'Costo por partida',
  partida: 'Partida',
  importe: 'Importe vigente',
  ejercido: 'Ejercido',
  comprometido: 'Comprometido',
  margen: 'Margen',
  margenPorcentaje: 'Margen %',
  avanceFisico: 'Avance físico',
  sinPartida: 'Sin partida',
  excedida: 'El costo con lo comprometido pasa del importe',
  vacio: 'La obra no tiene presupuesto por partidas: importe uno en Presupuesto.',
};
/** The documents behind a budget line of the summary. */
export const BUDGET_LINE_DOCUMENTS = {
  titulo: (partida: string) => `Documentos de ${partida}`,
  compras: 'Compras aplicadas',
  comprometidas: 'Órdenes autorizadas sin compra (comprometido)',
  nominas: 'Nóminas',
  gastos: 'Gastos aplicados',
  sinPermiso: 'No tiene permiso para consultar estos documentos.',
};
/** The client search of the obra editor (docs/product.md §9): 300 ms, at most 20 suggestions. */
export const CLIENTE_SEARCH = { path: '/api/cliente/list', param: 'toSearch', debounceMs: 300, limit: 20 };
