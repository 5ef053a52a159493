/** The reader's Spanish 400 messages (re-exported by ./read): one constant each so tests and callers match them. */
export const CFDI_DOCTYPE = 'El XML no puede declarar DOCTYPE ni entidades';
export const NO_ES_XML = 'El archivo no es un XML valido';
export const NO_ES_CFDI = 'El XML no es un CFDI 4.0 o 3.3';
export const CFDI_INCOMPLETO = 'El CFDI esta incompleto o mal formado';
export const SIN_TIMBRE = 'El CFDI no esta timbrado: falta el TimbreFiscalDigital';
