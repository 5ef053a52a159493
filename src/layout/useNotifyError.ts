import { useEffect } from 'react';
import { useNotify } from 'react-admin';

/** Shows a failed shell request (e.g. 'No hay conexion con el servidor: …') as an error toast. */
export function useNotifyError(error: Error | null): void {
  const notify = useNotify();
  useEffect(() => {
    if (error) notify(error.message, { type: 'error' });
  }, [error, notify]);
}
