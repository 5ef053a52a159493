/** The reader's Spanish 400 messages (re-exported by ./read): one constant each so tests and callers match them. */
export const CFDI_DOCTYPE = 'El XML no puede declarar DOCTYPE ni entidades';
export const NO_ES_XML = 'El archivo no es un XML valido';
export const NO_ES_CFDI = 'El XML no es un CFDI 4.0 o 3.3';
export const CFDI_INCOMPLETO = 'El CFDI esta incompleto o mal formado';
export const SIN_TIMBRE = 'El CFDI no esta timbrado: falta el TimbreFiscalDigital';
export const XML_EXCESIVO = 'El XML excede lo que tiene cualquier CFDI';
export const CFDI_UTF16 = 'El XML esta en UTF-16; el SAT exige que un CFDI este en UTF-8';
export const PAGINA_HTML = 'El archivo es una pagina web (HTML), no el XML de un CFDI';
