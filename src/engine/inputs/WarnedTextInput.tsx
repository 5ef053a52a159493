/** A text input whose helper text carries its `x-ui.warn` advice for the current value. */
import { useWatch } from 'react-hook-form';
import { TextInput, type TextInputProps } from 'react-admin';
import type { PropertySchema } from '../../../schemas';
import { warningFor } from '../warnings';

export function WarnedTextInput({ prop, ...props }: TextInputProps & { prop: PropertySchema }) {
  const value: unknown = useWatch({ name: props.source });
  const warning = warningFor(prop, value);
  return (
    <TextInput
      {...props}
      helperText={warning ?? undefined}
      sx={warning ? { '& .MuiFormHelperText-root:not(.Mui-error)': { color: 'warning.main' } } : undefined}
    />
  );
}
