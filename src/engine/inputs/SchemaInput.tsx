/** The one input a schema property gets, chosen by its widget (schemas/README.md). */
import { BooleanInput, DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { FieldSpec } from '../fields';
import { LookupInput } from './LookupInput';
import { MoneyInput } from './MoneyInput';
import { SchemaReferenceInput } from './SchemaReferenceInput';
import { WarnedTextInput } from './WarnedTextInput';

export function SchemaInput({ field }: { field: FieldSpec }) {
  const common = { source: field.name, label: field.label, isRequired: field.required, disabled: field.ui.readOnly };
  switch (field.widget) {
    case 'money':
      return <MoneyInput {...common} />;
    case 'reference':
      return <SchemaReferenceInput field={field} />;
    case 'lookup':
      return <LookupInput field={field} />;
    case 'select':
      return <SelectInput {...common} choices={(field.prop.enum ?? []).map((v) => ({ id: v, name: String(v) }))} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'digits':
      return <TextInput {...common} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    default:
      if (field.ui.warn) return <WarnedTextInput {...common} prop={field.prop} />;
      return <TextInput {...common} multiline={field.ui.multiline} minRows={field.ui.multiline ? 2 : undefined} />;
  }
}
