/**
 * A resource's own save-failure toast (docs/product.md §8: 'Error al guardar el empleado..'), followed by
 * the server's reason; without one, the reason alone, as react-admin would show it. A refusal with
 * field errors is left to the form, which marks the inputs and shows the server's message.
 */
import { useCallback } from 'react';
import { HttpError, useNotify } from 'react-admin';

const hasFieldErrors = (error: unknown) => {
  const errors = error instanceof HttpError ? (error.body as { errors?: object } | undefined)?.errors : undefined;
  return Boolean(errors && Object.keys(errors).length > 0);
};

export function useSaveError(message: string | undefined): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (hasFieldErrors(error)) return;
      const reason = error instanceof Error ? error.message : '';
      const text = [message, reason].filter(Boolean).join(' ');
      notify(text || 'ra.notification.http_error', { type: 'error' });
    },
    [message, notify],
  );
}
