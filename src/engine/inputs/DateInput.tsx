/**
 * The engine's date input: the MUI X picker in DD/MM/YYYY, fetched the first time a form shows a
 * date; until it arrives, a text input of the same field takes clicks and typing (DateTextInput).
 */
import { lazy, Suspense } from 'react';
import { DateTextInput } from './DateTextInput';

export interface DateInputProps {
  source: string;
  label?: string;
  isRequired?: boolean;
  disabled?: boolean;
}

const DatePickerInput = lazy(() => import('./DatePickerInput'));

export function DateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<DateTextInput {...props} />}>
      <DatePickerInput {...props} />
    </Suspense>
  );
}
