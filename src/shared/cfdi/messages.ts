/** The CFDI screens' texts (the server's own checks and refusals arrive already in Spanish). */
export const CARGAR_CFDI = 'Cargar CFDI';
export const LEYENDO_CFDI = 'Leyendo el CFDI...';
export const ELEGIR_XML = 'Elegir XML (CFDI)';
export const QUITAR_XML = 'Quitar XML';
export const REVISION_DEL_CFDI = 'Revision del CFDI';
export const REVISANDO_CFDI = 'Revisando el CFDI...';
export const LLENARA = 'Llenara';
export const PASA = 'Pasa';
export const NO_PASA = 'No pasa';
export const CFDI_NO_VALIDO = 'Corrija el documento o elija otro CFDI: hay revisiones que no pasan';
export const COMPRA_NO_ENCONTRADA =
  'No se encontro la compra de este CFDI: su UUID relacionado debe ser el folio fiscal de una compra con su XML';
export const DAR_DE_ALTA_PROVEEDOR = 'Dar de alta proveedor';
/** After the document was saved, its CFDI's upload was refused: the server's reason follows. */
export const CFDI_NO_ADJUNTADO = 'El documento se guardo, pero su CFDI no se adjunto:';

const TIPOS = { I: 'de ingreso (factura)', E: 'de egreso (nota de credito)' } as const;

/** A CFDI of another TipoDeComprobante than the document takes. */
export const noEsDelTipo = (tipo: keyof typeof TIPOS) => `El CFDI no es ${TIPOS[tipo]}`;

export const proveedorNoEnCatalogo = (rfc: string, nombre?: string) =>
  `El proveedor con RFC ${rfc}${nombre ? ` (${nombre})` : ''} no esta en el catalogo`;

export const clienteNoEnCatalogo = (rfc: string) => `El cliente con RFC ${rfc} no esta en el catalogo`;

export const cfdiPorAdjuntar = (uuid: string) => `Al guardar se adjuntara el CFDI ${uuid}`;
