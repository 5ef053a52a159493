/** The schema engine: react-admin screens from an entity schema (vocabulary in schemas/README.md). */
export { SchemaList, EMPTY_LIST, PAGE_SIZES } from './list/SchemaList';
export { FILTER_DEBOUNCE_MS, SEARCH_LABEL } from './list/SearchBox';
export { SchemaCreate } from './form/SchemaCreate';
export { SchemaEdit } from './form/SchemaEdit';
export { SchemaForm } from './form/SchemaForm';
export { savedMessage } from './form/useSaveSuccess';
export { SchemaInputs } from './inputs/SchemaInputs';
export { SchemaInput } from './inputs/SchemaInput';
export { MoneyInput } from './inputs/MoneyInput';
export { NO_RESULTS } from './inputs/SchemaReferenceInput';
export { RFC_CHECK_DIGIT_WARNING } from './warnings';
export { formatMoney, parseMoney } from './money';
export { inputFields, labelOf, resourceOf, widgetOf, type FieldSpec, type Widget } from './fields';
