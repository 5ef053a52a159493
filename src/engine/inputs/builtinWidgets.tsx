/** The engine's own widgets (schemas/README.md), registered like any module's. */
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { DateInput } from './DateInput';
import { FileInput } from './FileInput';
import { enumChoices, type FieldSpec } from '../fields';
import { LinesInput } from '../lines/LinesInput';
import { LookupInput } from './LookupInput';
import { MoneyInput } from './MoneyInput';
import { NumberInput } from './NumberInput';
import { registerWidget } from './registry';
import { SchemaReferenceInput } from './SchemaReferenceInput';
import { numberKindOf } from './typedNumber';
import { WarnedTextInput } from './WarnedTextInput';

const common = (field: FieldSpec) => ({
  source: field.name,
  label: field.label,
  isRequired: field.required,
  disabled: field.ui.readOnly,
});

registerWidget('money', ({ field }) => <MoneyInput {...common(field)} help={field.prop.description} />);
registerWidget('reference', SchemaReferenceInput);
registerWidget('lookup', LookupInput);
registerWidget('select', ({ field }) => <SelectInput {...common(field)} choices={enumChoices(field.prop)} />);
registerWidget('boolean', ({ field }) => <BooleanInput {...common(field)} />);
registerWidget('date', ({ field }) => <DateInput {...common(field)} />);
registerWidget('number', ({ field }) => <NumberInput {...common(field)} kind={numberKindOf(field.prop)} />);
registerWidget('digits', ({ field }) => (
  <TextInput {...common(field)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
));
registerWidget('email', ({ field }) => <TextInput {...common(field)} type="email" />);
registerWidget('text', ({ field }) =>
  field.ui.warn ? (
    <WarnedTextInput {...common(field)} prop={field.prop} />
  ) : (
    <TextInput {...common(field)} multiline={field.ui.multiline} minRows={field.ui.multiline ? 2 : undefined} />
  ),
);
registerWidget('lines', LinesInput, { wide: true });
registerWidget('file', FileInput, { wide: true });
