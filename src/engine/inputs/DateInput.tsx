/** The engine's date input: the MUI X picker in DD/MM/YYYY, fetched the first time a form shows a date. */
import { lazy, Suspense } from 'react';
import { TextInput } from 'react-admin';

export interface DateInputProps {
  source: string;
  label?: string;
  isRequired?: boolean;
  disabled?: boolean;
}

const DatePickerInput = lazy(() => import('./DatePickerInput'));

export function DateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<TextInput {...props} disabled />}>
      <DatePickerInput {...props} />
    </Suspense>
  );
}
