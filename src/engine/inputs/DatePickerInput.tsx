/**
 * A date as DD/MM/YYYY whatever the browser's locale (MUI X picker, date-fns `es`), kept in the
 * form as the schema's `YYYY-MM-DD` string. Loaded on demand by DateInput: the picker is heavy.
 */
import { es } from 'date-fns/locale/es';
import { format, isValid, parseISO } from 'date-fns';
import { DatePicker, LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import type { DateInputProps } from './DateInput';

const ISO_DAY = 'yyyy-MM-dd';

const toDate = (value: unknown) => (typeof value === 'string' && value ? parseISO(value) : null);

export default function DatePickerInput({ source, label, isRequired, disabled }: DateInputProps) {
  const { field, fieldState, isRequired: required } = useInput({ source, isRequired, disabled });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={es}>
      <DatePicker
        value={toDate(field.value)}
        onChange={(date) => field.onChange(date && isValid(date) ? format(date, ISO_DAY) : null)}
        label={<FieldTitle label={label} source={source} isRequired={required} />}
        format="dd/MM/yyyy"
        disabled={disabled}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            inputRef: field.ref,
            error: !!error,
            helperText: <InputHelperText error={error} />,
            fullWidth: false,
            size: 'small',
            margin: 'dense',
            variant: 'filled',
          },
        }}
      />
    </LocalizationProvider>
  );
}
