/** A file chooser as a real button (docs/product.md §4 Upload): keyboard-reachable, its input hidden. */
import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';

/**
 * A button that opens the file chooser of its hidden input: a real button, so Tab reaches it and
 * Enter or Space opens the chooser; the input keeps the label for tests and assistive tools.
 */
export function FilePicker({
  label,
  icon,
  accept,
  disabled,
  onPick,
  variant = 'outlined',
  size,
  name,
}: {
  label: string;
  /** The hidden input's name, for a form field (a schema's `file` widget). */
  name?: string;
  icon: ReactNode;
  accept: readonly string[];
  disabled: boolean;
  onPick: (file: File | undefined) => void;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} size={size} startIcon={icon} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        name={name}
        accept={accept.join(',')}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          // Choosing the same file again, after dropping it, is a change too.
          event.target.value = '';
        }}
      />
    </>
  );
}
