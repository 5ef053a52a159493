/** What the cuentas por pagar screens share: the page and list of charges, its texts and its print. */
export { ComprobanteDelCargo } from './ComprobanteDelCargo';
export { CargosTabla, FechaDePago, type CargosTablaProps } from './CargosTabla';
export { PaginaDeCargos, type PaginaDeCargosProps } from './PaginaDeCargos';
export { TablaDeCargos, type ColumnaDeCargo, type TablaDeCargosProps } from './TablaDeCargos';
export * from './messages';
export type { Cargo, CeldaDelPlan } from './types';
export { useCargosNoPagados, TAMANO_DE_PAGINA } from './useCargosNoPagados';
