/** After a successful save, the engine's behaviour (SPEC.md §2): a 5 s notice, then back one page. */
import { useCallback } from 'react';
import { useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../../schemas';
import { savedMessage } from '../../engine';

export const AVISO_MS = 5000;

export function useGuardado(schema: EntitySchema) {
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(
    (record: RaRecord) => {
      notify(savedMessage(schema, record), { type: 'success', autoHideDuration: AVISO_MS });
      navigate(-1);
    },
    [notify, navigate, schema],
  );
}

/** An error toast with a fixed text, whatever the server said (SPEC.md §8). */
export function useAvisoError(message: string) {
  const notify = useNotify();
  return useCallback(() => notify(message, { type: 'error' }), [notify, message]);
}
