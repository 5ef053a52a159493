/**
 * A sheet sent to be read or imported: its upload percent while it goes, and the server's refusal
 * kept for the dialog to show instead of thrown.
 */
import { useCallback, useState } from 'react';

export function useEnvioDeHoja() {
  const [progreso, setProgreso] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** The answer of `call`, or null once its refusal is kept in `error`. */
  const enviar = useCallback(async <T>(call: (onProgress: (percent: number) => void) => Promise<T>) => {
    setError(null);
    setProgreso(0);
    try {
      return await call(setProgreso);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return null;
    } finally {
      setProgreso(null);
    }
  }, []);

  return { progreso, error, enviar, limpiar: useCallback(() => setError(null), []) };
}
