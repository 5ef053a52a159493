/** The cobro screens' texts (docs/product.md §2 /cobro, §5 Cobro). */
export const FACTURA_GUARDADA = (folio: unknown) => `Factura guardada con folio #${String(folio)}`;
export const FACTURA_ACTUALIZADA = (folio: unknown) => `Factura actualizada #${String(folio)}`;
export const ERROR_AL_GUARDAR = 'Error al guardar la factura';
export const NUEVO_COBRO = 'Nuevo Cobro';
export const COBRO = 'Cobro';
export const POR_COBRAR = 'Por cobrar';
export const VENCIDA = 'Vencida';
export const PDF_LABEL = 'Factura (PDF)';
export const ELEGIR_PDF = 'Elegir PDF';
export const CAMBIAR_PDF = 'Cambiar PDF';
export const PDF_HINT = 'Solo archivos PDF';
export const PDF_TYPE_ERROR = 'Solo se permiten archivos PDF';
export const ANTIGUEDAD = 'Antiguedad de saldos';
export const INGRESOS = 'Ingresos';
export const SIN_INGRESOS = 'Sin ingresos registrados';
export const INGRESO_COLUMNAS = ['Fecha', 'Monto', 'Forma de Pago', 'Referencia'] as const;
