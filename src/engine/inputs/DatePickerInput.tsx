/**
 * A date as DD/MM/YYYY whatever the browser's locale (MUI X picker, date-fns `es`), kept in the
 * form as the schema's `YYYY-MM-DD` string (a two-digit year is 20YY, ./isoDay.ts). Loaded on demand
 * by DateInput: the picker is heavy.
 */
import { es } from 'date-fns/locale/es';
import { DatePicker, LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import type { DateInputProps } from './DateInput';
import { dateOfIsoDay, isoDayOf } from './isoDay';

export default function DatePickerInput({ source, label, isRequired, disabled }: DateInputProps) {
  const { field, fieldState, isRequired: required } = useInput({ source, isRequired, disabled });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={es}>
      <DatePicker
        value={dateOfIsoDay(field.value)}
        onChange={(date) => field.onChange(isoDayOf(date))}
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
