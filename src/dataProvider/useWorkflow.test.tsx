import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CoreAdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/server';
import { dataProvider } from '.';
import { useWorkflowMutation, useWorkflowQuery } from './useWorkflow';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
      {children}
    </CoreAdminContext>
  );
  return { queryClient, wrapper };
}

const stale = (queryClient: QueryClient, key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('useWorkflowQuery', () => {
  it("caches a method's data under [name, params]", async () => {
    server.use(http.get('/api/obra/byName', () => HttpResponse.json([{ id: 2, nombre: 'Nave Industrial Guaymas' }])));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useWorkflowQuery('buscarObras', 'nave'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ id: 2, nombre: 'Nave Industrial Guaymas' }]));
    expect(queryClient.getQueryData(['buscarObras', 'nave'])).toEqual(result.current.data);
  });
});

describe('useWorkflowMutation', () => {
  it('makes stale what the method declares, and only that, then runs the screen’s onSuccess', async () => {
    server.use(http.delete('/api/menu-item', () => new HttpResponse(null, { status: 204 })));
    const { queryClient, wrapper } = setup();
    const menuList = ['configura/menu', 'getList', { pagination: { page: 1, perPage: 10 } }];
    const sideMenu = ['menuDeSeccion', 'principal'];
    const clientes = ['clientes', 'getList', { pagination: { page: 1, perPage: 10 } }];
    for (const key of [menuList, sideMenu, clientes]) queryClient.setQueryData(key, { data: [] });
    const onSuccess = vi.fn();

    const { result } = renderHook(() => useWorkflowMutation('eliminarMenuItem', { onSuccess }), { wrapper });
    await act(() => result.current.mutateAsync(8));

    expect(onSuccess).toHaveBeenCalledWith(undefined, 8, undefined, expect.anything());
    expect(stale(queryClient, menuList)).toBe(true);
    expect(stale(queryClient, sideMenu)).toBe(true);
    expect(stale(queryClient, clientes)).toBe(false);
  });

  it('sends one Idempotency-Key for every attempt of one action (a retry after a failure, a double click), a new one after a success', async () => {
    const keys: (string | null)[] = [];
    let status = 409;
    server.use(
      http.post('/api/usuario/permiso/:id', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return status === 204
          ? new HttpResponse(null, { status })
          : HttpResponse.json({ message: 'Ocupado' }, { status });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useWorkflowMutation('generarPermisos'), { wrapper });
    await act(() => result.current.mutateAsync(3).catch(() => undefined));
    status = 204;
    await act(() => Promise.all([result.current.mutateAsync(3), result.current.mutateAsync(3)]));
    await act(() => result.current.mutateAsync(3));
    await act(() => result.current.mutateAsync(4));
    expect(keys).toHaveLength(5);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((key) => /^[0-9a-f]{32}$/.test(key ?? ''))).toBe(true);
  });

  it('makes nothing stale when the call fails', async () => {
    server.use(
      http.post('/api/usuario/permiso/:id', () => HttpResponse.json({ message: 'Usuario inactivo' }, { status: 409 })),
    );
    const { queryClient, wrapper } = setup();
    const permisos = ['configura/permisos', 'getList', {}];
    queryClient.setQueryData(permisos, { data: [] });

    const { result } = renderHook(() => useWorkflowMutation('generarPermisos'), { wrapper });
    await act(() => result.current.mutateAsync(3).catch(() => undefined));

    expect(result.current.error).toMatchObject({ status: 409, message: 'Usuario inactivo' });
    expect(stale(queryClient, permisos)).toBe(false);
  });
});
