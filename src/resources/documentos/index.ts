/** What every purchasing document's screens share: the product lines, read-only inputs, confirmed actions, printing. */
export { PRODUCT_LINES, DocumentReadOnly } from './ProductLinesInput';
export { ProductPicker, ADD_PRODUCT, PRODUCT_SEARCH, lineOf } from './ProductPicker';
export { DocumentInputs } from './DocumentInputs';
export { ConfirmAction, type ConfirmActionProps } from './ConfirmAction';
export { PrintButton, PRINT } from './PrintButton';
