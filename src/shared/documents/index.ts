/** What every purchasing document's screens share: lines, read-only editor, list, status, confirmed actions, printing and reports, comprobante, anexos. */
export { PRODUCT_LINES, DocumentReadOnly } from './ProductLinesInput';
export { ProductPicker, ADD_PRODUCT, PRODUCT_SEARCH, lineOf } from './ProductPicker';
export { AddPicker, type AddPickerProps, type Found } from './AddPicker';
export { DocumentInputs } from './DocumentInputs';
export { DocumentCreate, type DocumentCreateProps } from './DocumentCreate';
export { DocumentEdit, type DocumentEditProps } from './DocumentEdit';
export { DocumentList } from './DocumentList';
export { ReadOnlyFields } from './ReadOnlyFields';
export { statusField, statusLabelOf } from './StatusChip';
export { ConfirmAction, type ActionDetailsProps, type ActionInput, type ConfirmActionProps } from './ConfirmAction';
export { ActionButton, type ActionButtonProps } from './ActionButton';
export { useAccion } from './useAccion';
export { PrintButton, PRINT } from './PrintButton';
export { ReportButton, type ReportButtonProps } from './ReportButton';
export { ComprobanteUpload, COMPROBANTE_ADJUNTADO } from './ComprobanteUpload';
export { ComprobanteViewer, VER_COMPROBANTE } from './ComprobanteViewer';
export { Anexos } from './Anexos';
export { ANEXOS } from './anexosTextos';
export * from './UploadDialogView';
export { useObraTerminada } from './useObraTerminada';
// docs/product.md §8: the server's answer to any write on a closed obra, and the screens' notice.
export { OBRA_TERMINADA } from '../../../schemas/messages';
