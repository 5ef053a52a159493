/** Files in screens: an image that needs the token, and a button that opens a report. */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { methodKey, type AppDataProvider } from '../../dataProvider';
import { dataUrlOf, fileErrorMessage, openFile } from './files';

/** A stored upload (e.g. an empleado's photo) as a `data:` URL an `<img>` can show. */
export function useFileUrl(path: string | null | undefined): { url: string | null; failed: boolean } {
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

/** Opens a stored upload in a new window; a failure becomes docs/product.md §8's toast. */
export function useOpenFile(): (path: string) => Promise<void> {
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback(
    (path: string) =>
      openFile(async () => (await dataProvider.documento(path)).data).catch((error: unknown) =>
        notify(fileErrorMessage(error), { type: 'error' }),
      ),
    [notify, dataProvider],
  );
}
