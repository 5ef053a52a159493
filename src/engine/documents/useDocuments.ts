/** Documents in screens: an image that needs the token, and a button that opens a report. */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { dataUrlOf, documentErrorMessage, fetchDocument, openDocument } from './documents';

/** A stored document (e.g. an empleado's photo) as a `data:` URL an `<img>` can show. */
export function useDocumentUrl(path: string | null | undefined): { url: string | null; failed: boolean } {
  const { data, isError } = useQuery({
    queryKey: ['documento', path],
    queryFn: async () => dataUrlOf(await fetchDocument(path as string)),
    enabled: Boolean(path),
    staleTime: Infinity,
  });
  return { url: path ? (data ?? null) : null, failed: isError };
}

/** Opens a document in a new window; a failure becomes SPEC.md §8's toast. */
export function useOpenDocument(): (path: string) => Promise<void> {
  const notify = useNotify();
  return useCallback(
    (path: string) => openDocument(path).catch((error: unknown) => notify(documentErrorMessage(error), { type: 'error' })),
    [notify],
  );
}
