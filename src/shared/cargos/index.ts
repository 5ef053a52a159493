/** What the cuentas por pagar screens share: the list of charges, its texts and its printing. */
export { ComprobanteDelCargo } from './ComprobanteDelCargo';
export { CargosTabla, FechaDePago, type CargosTablaProps } from './CargosTabla';
export { ImprimirLista, NO_IMPRIMIR } from './print';
export * from './messages';
export type { Cargo, CeldaDelPlan } from './types';
export { useCargosNoPagados, TAMANO_DE_PAGINA } from './useCargosNoPagados';
