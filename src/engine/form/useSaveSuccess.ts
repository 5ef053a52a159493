/** After a successful save: a Spanish notice for 5 s, then back one page (docs/product.md §2). */
import { useCallback } from 'react';
import { useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../../schemas';
import { resourceOf } from '../fields';

export const SUCCESS_NOTICE_MS = 5000;

export function savedMessage(schema: EntitySchema, record: RaRecord): string {
  const representation = record[resourceOf(schema).recordRepresentation];
  return representation ? `Se guardo el registro: ${String(representation)}` : 'Se guardo el registro';
}

export interface SaveSuccessOptions {
  savedNotice?: (record: RaRecord) => string;
  onSaved?: (record: RaRecord) => void;
}

export function useSaveSuccess(schema: EntitySchema, { savedNotice, onSaved }: SaveSuccessOptions = {}) {
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(
    (record: RaRecord) => {
      onSaved?.(record);
      notify(savedNotice ? savedNotice(record) : savedMessage(schema, record), {
        type: 'success',
        autoHideDuration: SUCCESS_NOTICE_MS,
      });
      navigate(-1);
    },
    [notify, navigate, schema, savedNotice, onSaved],
  );
}
