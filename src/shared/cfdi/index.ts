/** The CFDI on the screens: its revision against a document, and new documents filled from one and attached once saved. */
export * from './messages';
export {
  cfdiDelEstado,
  conceptosComoLineas,
  estadoConCfdi,
  fechaDelCfdi,
  folioDelCfdi,
  folioNumerico,
  llenaraTexto,
  mensajeDeError,
  precioDeTexto,
  type Cfdi,
  type CfdiCargado,
  type LecturaCfdi,
  type RevisionCfdi,
} from './cfdi';
export { RevisionCfdiList, type RevisionCfdiListProps } from './RevisionCfdi';
export { CargarCfdiButton, type CargarCfdiButtonProps } from './CargarCfdiButton';
export { CfdiAvisos } from './CfdiAvisos';
export { CfdiEnFormulario, type CfdiEnFormularioProps } from './CfdiEnFormulario';
export { useAdjuntarCfdiTrasGuardar } from './useAdjuntarCfdiTrasGuardar';
