/** An error toast with a fixed text, whatever the server said (docs/product.md §8). */
import { useCallback } from 'react';
import { useNotify } from 'react-admin';

export function useAvisoError(message: string) {
  const notify = useNotify();
  return useCallback(() => notify(message, { type: 'error' }), [notify, message]);
}
