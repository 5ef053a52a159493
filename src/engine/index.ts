/** The schema engine: react-admin screens from an entity schema (vocabulary in schemas/README.md). */
export { SchemaList, EMPTY_LIST, PAGE_SIZES, type SchemaListProps } from './list/SchemaList';
export { FILTER_DEBOUNCE_MS, SEARCH_LABEL } from './list/SearchBox';
export { SchemaCreate, type SchemaCreateProps } from './form/SchemaCreate';
export { SchemaEdit, type SchemaEditProps } from './form/SchemaEdit';
export { SchemaForm } from './form/SchemaForm';
export { FormGrid, GridCell } from './form/FormGrid';
export { savedMessage, SUCCESS_NOTICE_MS, useSaveSuccess } from './form/useSaveSuccess';
export { SchemaInputs, SchemaField, useVisibleFields } from './inputs/SchemaInputs';
export { SchemaInput } from './inputs/SchemaInput';
export { MoneyInput } from './inputs/MoneyInput';
export { NO_RESULTS } from './inputs/SchemaReferenceInput';
export { SearchReferenceInput, type Named } from './inputs/SearchReferenceInput';
export { RFC_CHECK_DIGIT_WARNING } from './warnings';
export { formatMoney, parseMoney } from './money';
export { fromCents, parsePercent, percentOf, shareOf, toCents } from './cents';
export { dataUrlOf, DOCUMENT_NOT_FOUND, DOWNLOAD_ERROR, fetchDocument, openDocument } from './documents/documents';
export { useDocumentUrl, useOpenDocument } from './documents/useDocuments';
export { inputFields, labelOf, resourceOf, widgetOf, type FieldSpec, type Widget } from './fields';
