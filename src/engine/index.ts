/** The schema engine: react-admin screens from an entity schema (vocabulary in schemas/README.md). */
export { SchemaList, EMPTY_LIST, PAGE_SIZES, type SchemaListProps } from './list/SchemaList';
export { CardFact, MONEY_CELL, RowCard, RowCards, type CardFactSpec } from './list/RowCard';
export { FILTER_DEBOUNCE_MS, SEARCH_LABEL } from './list/SearchBox';
export { SchemaCreate, type SchemaCreateProps, type SchemaScreenProps } from './form/SchemaCreate';
export { SchemaEdit, type SchemaEditProps } from './form/SchemaEdit';
export { GuardarButton, SchemaForm, SchemaToolbar, schemaDefaults } from './form/SchemaForm';
export { schemaTransform, schemaValidator } from './form/validation';
export { RECARGAR, StaleRecordNotice, useStaleRecord } from './form/StaleRecordNotice';
export type { SchemaSaveProps } from './form/useSchemaSave';
export { FormGrid, GridCell } from './form/FormGrid';
export { savedMessage, SUCCESS_NOTICE_MS, useGoBack, useSaveSuccess } from './form/useSaveSuccess';
export { SchemaInputs, SchemaField, useVisibleFields } from './inputs/SchemaInputs';
export { SchemaInput } from './inputs/SchemaInput';
export { registerWidget, type WidgetOptions, type WidgetProps } from './inputs/registry';
export { LinesInput, useTableError } from './lines/LinesInput';
export { LineCell } from './lines/LineCell';
export { lineColumns, type LineColumn } from './lines/columns';
export { cellLabel, removeLabel, QUITAR } from './lines/Line';
export { usePhone } from './usePhone';
export { MoneyInput } from './inputs/MoneyInput';
export { AUTOCOMPLETE_DEBOUNCE_MS, NO_RESULTS } from './inputs/SchemaReferenceInput';
export { SearchReferenceInput, type Named } from './inputs/SearchReferenceInput';
export { RFC_CHECK_DIGIT_WARNING } from './warnings';
export {
  formatCents,
  formatMoney,
  fromCents,
  parseCents,
  parseMoney,
  parsePercent,
  percentOf,
  shareOf,
} from '../../schemas/money';
export { dataUrlOf, fileErrorMessage, FILE_NOT_FOUND, DOWNLOAD_ERROR, downloadFile, openFile } from './files/files';
export { useFileUrl, useOpenFile } from './files/useFiles';
export {
  enumChoices,
  groupFields,
  inputFields,
  labelOf,
  orderedProperties,
  resourceOf,
  widgetOf,
  type FieldGroup,
  type FieldSpec,
  type Widget,
} from './fields';
