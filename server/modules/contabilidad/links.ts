/** The menu links of Cuentas por Pagar, whose permisos open the payables routes and queries. */
export const PENDIENTE = '/cuentas-por-pagar/pendiente';
export const AUTORIZADO = '/cuentas-por-pagar/autorizado';
export const REGISTRO = '/cuentas-por-pagar/registro-pago';
export const HISTORIAL = '/cuentas-por-pagar/historial';
export const ANTIGUEDAD = '/cuentas-por-pagar/antiguedad';
export const CUENTAS_POR_PAGAR = [PENDIENTE, AUTORIZADO, REGISTRO, HISTORIAL, ANTIGUEDAD] as const;
