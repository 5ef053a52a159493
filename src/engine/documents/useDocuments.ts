/** Documents in screens: an image that needs the token, and a button that opens a report. */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { methodKey, type AppDataProvider } from '../../dataProvider';
import { dataUrlOf, documentErrorMessage, openDocument } from './documents';

/** A stored document (e.g. an empleado's photo) as a `data:` URL an `<img>` can show. */
export function useDocumentUrl(path: string | null | undefined): { url: string | null; failed: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError } = useQuery({
    // Beside the blob's own key: this entry holds its data: URL, and goes stale with it.
    queryKey: [...methodKey('documento', path as string), 'dataUrl'],
    queryFn: async () => dataUrlOf((await dataProvider.documento(path as string)).data),
    enabled: Boolean(path),
    staleTime: Infinity,
  });
  return { url: path ? (data ?? null) : null, failed: isError };
}

/** Opens a document in a new window; a failure becomes docs/product.md §8's toast. */
export function useOpenDocument(): (path: string) => Promise<void> {
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback(
    (path: string) =>
      openDocument(async () => (await dataProvider.documento(path)).data).catch((error: unknown) =>
        notify(documentErrorMessage(error), { type: 'error' }),
      ),
    [notify, dataProvider],
  );
}
