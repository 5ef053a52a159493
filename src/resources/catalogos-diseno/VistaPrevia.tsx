/**
 * 'Vista previa': the engine's own list (two made-up rows) and editor of the schema the server
 * would serve. It runs on a cache of its own, rebuilt with each revision, and a data provider that
 * answers its list with the made-up rows; everything else (a reference's choices) is the real API.
 * The list is only looked at: a click on a row must not leave the designer.
 */
import { useMemo, type ReactNode } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AuthContext,
  DataProviderContext,
  ResourceContextProvider,
  useAuthProvider,
  useDataProvider,
  type DataProvider,
} from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { SchemaForm, SchemaList } from '../../engine';
import { muestrasDe } from './muestras';

/** The resource name the preview's list borrows; its rows never come from the API. */
const VISTA = 'configura/catalogos';

function Aislada({ filas, children }: { filas: Record<string, unknown>[]; children: ReactNode }) {
  const real = useDataProvider();
  const auth = useAuthProvider();
  // Made-up rows need no menu permiso: the list's own check is left out (the server checks every real read).
  const sinPermiso = useMemo(() => auth && { ...auth, canAccess: undefined }, [auth]);
  const client = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), [filas]); // eslint-disable-line react-hooks/exhaustive-deps
  const previa = useMemo(
    (): DataProvider =>
      new Proxy(real, {
        get: (target, key) =>
          key === 'getList'
            ? (resource: string, params: Parameters<DataProvider['getList']>[1]) =>
                resource === VISTA
                  ? Promise.resolve({ data: filas, total: filas.length })
                  : target.getList(resource, params)
            : Reflect.get(target, key),
      }),
    [real, filas],
  );
  // A mounted query keeps the client it first saw (TanStack's observer): new rows remount the
  // subtree onto the new client, or the list would keep the rows of the first revision.
  return (
    <QueryClientProvider client={client} key={JSON.stringify(filas)}>
      <AuthContext.Provider value={sinPermiso}>
        <DataProviderContext.Provider value={previa}>
          <ResourceContextProvider value={VISTA}>{children}</ResourceContextProvider>
        </DataProviderContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
}

export function VistaPrevia({ servido, error }: { servido?: EntitySchema; error?: Error | null }) {
  const schema = useMemo(
    () => servido && { ...servido, 'x-resource': { ...servido['x-resource']!, name: VISTA } },
    [servido],
  );
  const filas = useMemo(() => (schema ? muestrasDe(schema) : []), [schema]);
  if (error) return <Alert severity="warning">{error.message}</Alert>;
  if (!schema) return <Typography color="text.secondary">Preparando la vista previa…</Typography>;
  return (
    <Aislada filas={filas}>
      <Stack spacing={2}>
        <div inert>
          <SchemaList schema={schema} title={false} creatable={false} />
        </div>
        <Typography variant="subtitle2" component="h2">
          Alta de {schema.title}
        </Typography>
        <SchemaForm schema={schema} toolbar={false} />
      </Stack>
    </Aislada>
  );
}
