/**
 * After a successful save: a Spanish notice for 5 s, then back to the page the editor was opened
 * from, or to the resource's list when it was opened by its URL (docs/product.md §2).
 */
import { useCallback } from 'react';
import { useNotify, type RaRecord } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../../schemas';
import { resourceOf } from '../fields';

export const SUCCESS_NOTICE_MS = 5000;

export function savedMessage(schema: EntitySchema, record: RaRecord): string {
  const representation = record[resourceOf(schema).recordRepresentation];
  return representation ? `Se guardo el registro: ${String(representation)}` : 'Se guardo el registro';
}

/**
 * Back one page when that page is the app's; else to `fallback`. An editor opened by its URL (a
 * bookmark, a new tab) has none: going back would leave the app or load the previous document
 * afresh, and the saved notice would never show. react-router keys the entry the app was opened
 * at 'default'; a redirect from it gets a new key but keeps the browser history's `idx` 0.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    const state = window.history.state as { idx?: unknown } | null;
    if (key !== 'default' && state?.idx !== 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, key, fallback]);
}

export interface SaveSuccessOptions {
  savedNotice?: (record: RaRecord) => string;
  onSaved?: (record: RaRecord) => void;
}

export function useSaveSuccess(schema: EntitySchema, { savedNotice, onSaved }: SaveSuccessOptions = {}) {
  const notify = useNotify();
  const goBack = useGoBack(resourceOf(schema).route);
  return useCallback(
    (record: RaRecord) => {
      onSaved?.(record);
      notify(savedNotice ? savedNotice(record) : savedMessage(schema, record), {
        type: 'success',
        autoHideDuration: SUCCESS_NOTICE_MS,
      });
      goBack();
    },
    [notify, goBack, schema, savedNotice, onSaved],
  );
}
