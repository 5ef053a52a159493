/** A list column per `x-resource.list.columns` entry, shown the way its widget says. */
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { BooleanField, DateField, FunctionField, NumberField, SelectField, TextField } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { enumChoices, widgetOf } from '../fields';

const UTC_DATE = { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const CURRENCY = { style: 'currency', currency: 'USD' } as const;
/** Short codes (phones, RFCs) read badly when broken over two lines. */
const SHORT_TEXT = 30;
export const CON_ARCHIVO = 'Con archivo';

/** The field that shows a column's value; references (and other `{id, nombre}` objects) show the `nombre`. */
export function ColumnField({ schema, name }: { schema: EntitySchema; name: string }) {
  const prop = schema.properties[name] ?? {};
  if (prop.type === 'object') return <TextField source={`${name}.nombre`} />;
  switch (widgetOf(prop)) {
    case 'money':
      return <NumberField source={name} locales="en-US" options={CURRENCY} />;
    case 'date':
      return <DateField source={name} locales="es-MX" options={UTC_DATE} />;
    case 'boolean':
      return <BooleanField source={name} />;
    case 'file':
      // The stored reference is a URL nobody reads: the column says whether there is a file.
      return (
        <FunctionField
          source={name}
          render={(record) => (record[name] ? <AttachFileIcon fontSize="small" titleAccess={CON_ARCHIVO} /> : null)}
        />
      );
    case 'select':
      return prop['x-ui']?.enumLabels ? (
        <SelectField source={name} choices={enumChoices(prop)} />
      ) : (
        <TextField source={name} />
      );
    default:
      return (
        <TextField
          source={name}
          sx={(prop.maxLength ?? Infinity) <= SHORT_TEXT ? { whiteSpace: 'nowrap' } : undefined}
        />
      );
  }
}
