import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/server';
import { clientes } from '../../mocks/fixtures';
import {
  crudProvider,
  dataProvider,
  registerEndpoints,
  resourceTable,
  StaleRecordError,
  type ResourceEndpoint,
} from '.';
import { maquinaria } from '../../mocks/fixtures/catalogos';

const listParams = (page: number, perPage: number, filter: Record<string, unknown> = {}) => ({
  pagination: { page, perPage },
  sort: { field: 'id', order: 'ASC' as const },
  filter,
});

/** Records the URL and JSON body of each request the handler answers. */
function capture(method: 'get' | 'post' | 'put' | 'delete', path: string, answer: unknown, status = 200) {
  const seen: { url: URL; body: unknown }[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const body = method === 'post' || method === 'put' ? await request.json() : undefined;
      seen.push({ url: new URL(request.url), body });
      return HttpResponse.json(answer as never, { status });
    }),
  );
  return seen;
}

describe('dataProvider over the schema table', () => {
  it('lists with the search parameter, a 0-based page and the page size', async () => {
    const seen = capture('get', '/api/cliente', { content: [clientes[0]], totalElements: 31 });
    const result = await dataProvider.getList('clientes', listParams(3, 10, { q: ' sonora ' }));
    expect(seen[0].url.searchParams.get('toSearch')).toBe('sonora');
    expect(seen[0].url.searchParams.get('page')).toBe('2');
    expect(seen[0].url.searchParams.get('pageSize')).toBe('10');
    expect(result).toEqual({ data: [clientes[0]], total: 31 });
  });

  it('pages the mocked clientes like the server', async () => {
    const second = await dataProvider.getList('clientes', listParams(2, 5));
    expect(second.total).toBe(clientes.length);
    expect(second.data.map((c) => c.id)).toEqual([6, 7, 8, 9, 10]);
  });

  it.each([
    ['content + totalCount', { content: [{ id: 1 }], totalCount: 7 }, 7],
    ['data + totalCount', { data: [{ id: 1 }], totalCount: 4 }, 4],
    ['nested data page', { data: { content: [{ id: 1 }], totalElements: 9 } }, 9],
    ['bare array', [{ id: 1 }], 1],
  ])('accepts the paged shape %s', async (_shape, body, total) => {
    capture('get', '/api/cliente', body);
    expect(await dataProvider.getList('clientes', listParams(1, 10))).toEqual({ data: [{ id: 1 }], total });
  });

  it('uses the paged path, search name and size parameter of the table row', async () => {
    const row: ResourceEndpoint = {
      name: 'obras',
      api: '/api/obra',
      list: '/api/obra',
      searchParam: 'name',
      sizeParam: 'size',
      canDelete: false,
      updateMethod: 'PUT',
    };
    const seen = capture('get', '/api/obra', { content: [], totalElements: 0 });
    await crudProvider([row]).getList('obras', listParams(1, 20, { q: 'reforma', terminado: false }));
    expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({
      name: 'reforma',
      terminado: 'false',
      page: '0',
      size: '20',
    });
  });

  it('reads one record and many records by id', async () => {
    expect((await dataProvider.getOne('clientes', { id: 3 })).data).toEqual(clientes[2]);
    const many = await dataProvider.getMany('clientes', { ids: [1, 4] });
    expect(many.data.map((c) => c.nombre)).toEqual([clientes[0].nombre, clientes[3].nombre]);
  });

  it('creates with POST to the api base and answers the stored record', async () => {
    const seen = capture('post', '/api/cliente', { id: 99, nombre: 'Nuevo' }, 201);
    const result = await dataProvider.create('clientes', { data: { nombre: 'Nuevo' } });
    expect(seen[0].body).toEqual({ nombre: 'Nuevo' });
    expect(result.data).toEqual({ id: 99, nombre: 'Nuevo' });
  });

  it('updates with PUT to the api base, the id in the body', async () => {
    const seen = capture('put', '/api/cliente', { id: 5, nombre: 'Cambiado' });
    const result = await dataProvider.update('clientes', {
      id: 5,
      data: { nombre: 'Cambiado' },
      previousData: { id: 5 },
    });
    expect(seen[0].body).toEqual({ nombre: 'Cambiado', id: 5 });
    expect(result.data).toEqual({ id: 5, nombre: 'Cambiado' });
  });

  it("sends the loaded record's id, not the route's text", async () => {
    const seen = capture('put', '/api/cliente', { id: 5 });
    await dataProvider.update('clientes', { id: '5', data: { nombre: 'Cambiado' }, previousData: { id: 5 } });
    expect(seen[0].body).toEqual({ nombre: 'Cambiado', id: 5 });
  });

  it("rejects a save with the server's message and its field errors for the form", async () => {
    const error = await dataProvider.create('clientes', { data: { nombre: 'Sin RFC' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Datos invalidos');
    expect((error as HttpError).body.errors).toMatchObject({
      rfc: 'Campo Obligatorio',
      root: { serverError: 'Datos invalidos' },
    });
  });

  it('keeps a message-only failure as the server sent it', async () => {
    capture('put', '/api/cliente', { message: 'La obra esta cerrada', errors: [] }, 409);
    const error = await dataProvider
      .update('clientes', { id: 1, data: {}, previousData: { id: 1 } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'La obra esta cerrada', status: 409 });
    expect(error).not.toBeInstanceOf(StaleRecordError);
  });

  it('turns a stale save into a StaleRecordError, with no field error for the form to mark', async () => {
    const stale = { ...clientes[0], actualizado: '2025-12-01T10:00:00.000Z' };
    const error = await dataProvider
      .update('clientes', { id: 1, data: stale, previousData: stale })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaleRecordError);
    expect(error).toMatchObject({ status: 409, body: { errors: {} } });
    expect((error as StaleRecordError).message).toMatch(/^El registro fue modificado por /);
  });

  it('says there is no connection when the network fails', async () => {
    server.use(http.get('/api/cliente/:id', () => HttpResponse.error()));
    const error = await dataProvider.getOne('clientes', { id: 1 }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^No hay conexion con el servidor: /);
  });

  it('deletes only where the table allows it', async () => {
    const seen = capture('delete', '/api/menu-item/:id', {});
    const row: ResourceEndpoint = {
      name: 'menu',
      api: '/api/menu-item',
      list: '/api/menu-item',
      searchParam: 'name',
      sizeParam: 'pageSize',
      canDelete: true,
      updateMethod: 'PUT',
    };
    await crudProvider([row]).delete('menu', { id: 8, previousData: { id: 8 } });
    expect(seen[0].url.pathname).toBe('/api/menu-item/8');
    await expect(dataProvider.delete('clientes', { id: 1 })).rejects.toThrow('no permite eliminar');
  });

  it('refuses a resource the table does not know', async () => {
    await expect(dataProvider.getOne('desconocido', { id: 1 })).rejects.toThrow('Recurso desconocido: desconocido');
  });

  it('reaches schemas registered at run time (admin catalogs), without doubling a row', async () => {
    const table: ResourceEndpoint[] = [];
    const provider = crudProvider(table);
    await expect(provider.getOne('catalogos/maquinaria', { id: 1 })).rejects.toThrow('Recurso desconocido');
    registerEndpoints([maquinaria], table);
    registerEndpoints([maquinaria], table);
    expect(table).toEqual([
      {
        name: 'catalogos/maquinaria',
        api: '/api/catalogo/maquinaria',
        list: '/api/catalogo/maquinaria',
        searchParam: 'toSearch',
        sizeParam: 'pageSize',
        canDelete: true,
        updateMethod: 'PUT',
        representation: 'nombre',
      },
    ]);
    expect((await provider.getOne('catalogos/maquinaria', { id: 1 })).data).toMatchObject({
      id: 1,
      tipo: 'Maquinaria pesada',
    });
  });

  it("writes empleados as multipart: part empleado, and the schema's file property foto", () => {
    expect(resourceTable.find((row) => row.name === 'empleados')?.multipart).toEqual({
      part: 'empleado',
      files: ['foto'],
    });
    expect(resourceTable.find((row) => row.name === 'clientes')?.multipart).toBeUndefined();
  });
});
