/** Documents in screens: an image that needs the token, and a button that opens a report. */
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { documentErrorMessage, fetchDocument, openDocument } from './documents';

/** An object URL for a stored document (e.g. an empleado's photo), released when no longer shown. */
export function useDocumentUrl(path: string | null | undefined): { url: string | null; failed: boolean } {
  const { data, isError } = useQuery({
    queryKey: ['documento', path],
    queryFn: () => fetchDocument(path as string),
    enabled: Boolean(path),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data || !path) return undefined;
    const created = URL.createObjectURL(data);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [data, path]);
  return { url: path ? url : null, failed: isError };
}

/** Opens a document in a new window; a failure becomes SPEC.md §8's toast. */
export function useOpenDocument(): (path: string) => Promise<void> {
  const notify = useNotify();
  return useCallback(
    (path: string) => openDocument(path).catch((error: unknown) => notify(documentErrorMessage(error), { type: 'error' })),
    [notify],
  );
}
