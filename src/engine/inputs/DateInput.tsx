/**
 * The engine's date input: the MUI X picker in DD/MM/YYYY, fetched the first time a form shows a
 * date; until it arrives, a text input of the same field takes clicks and typing (DateTextInput).
 * A date being typed keeps its text input until the user leaves it: swapping inputs under the
 * keyboard would drop the keys still coming.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { DateTextInput } from './DateTextInput';

export interface DateInputProps {
  source: string;
  label?: string;
  isRequired?: boolean;
  disabled?: boolean;
}

type Picker = ComponentType<DateInputProps>;
let loaded: Picker | undefined;
const loadPicker = () => import('./DatePickerInput').then((module) => (loaded = module.default));

export function DateInput(props: DateInputProps) {
  const [Picker, setPicker] = useState<Picker | undefined>(() => loaded);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (Picker) return;
    let mounted = true;
    void loadPicker().then((picker) => mounted && setPicker(() => picker));
    return () => {
      mounted = false;
    };
  }, [Picker]);
  if (Picker && !typing) return <Picker {...props} />;
  return <DateTextInput {...props} onTyping={setTyping} />;
}
