import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { pngFile, useNodeFiles } from '../../mocks/nodeFiles';
import { server } from '../../mocks/server';
import { schemas, type EntitySchema } from '../../schemas';
import { crudProvider, endpointOf, type ResourceEndpoint } from '.';

const row: ResourceEndpoint = {
  name: 'empleados',
  api: '/api/empleado',
  list: '/api/empleado',
  searchParam: 'toSearch',
  sizeParam: 'pageSize',
  canDelete: false,
  updateMethod: 'PUT',
  multipart: { part: 'empleado', files: ['foto'] },
};

interface Seen {
  url: URL;
  json: unknown;
  foto: { name: string; type: string; size: number } | null;
}

/** The JSON part and the file part of each multipart write. */
function capture(method: 'post' | 'put') {
  const seen: Seen[] = [];
  server.use(
    http[method]('/api/empleado', async ({ request }) => {
      const form = await request.formData();
      const foto = form.get('foto') as File | null;
      seen.push({
        url: new URL(request.url),
        json: JSON.parse(String(form.get('empleado'))),
        foto: foto && { name: foto.name, type: foto.type, size: foto.size },
      });
      return HttpResponse.json({ id: 7, nombre: 'Ana' }, { status: method === 'post' ? 201 : 200 });
    }),
  );
  return seen;
}

const png = () => pngFile('ana.png');

describe('multipart rows', () => {
  beforeEach(useNodeFiles);

  it('POSTs the record as the JSON part and the chosen file as its own part', async () => {
    const seen = capture('post');
    const result = await crudProvider([row]).create('empleados', { data: { nombre: 'Ana', foto: png() } });
    expect(seen[0].json).toEqual({ nombre: 'Ana' });
    expect(seen[0].foto).toEqual({ name: 'ana.png', type: 'image/png', size: 8 });
    expect(result.data).toEqual({ id: 7, nombre: 'Ana' });
  });

  it('PUTs with ?foto=true when a new file goes out', async () => {
    const seen = capture('put');
    await crudProvider([row]).update('empleados', {
      id: 7,
      data: { nombre: 'Ana', foto: png() },
      previousData: { id: 7 },
    });
    expect(seen[0].url.searchParams.get('foto')).toBe('true');
    expect(seen[0].json).toEqual({ nombre: 'Ana', id: 7 });
    expect(seen[0].foto?.name).toBe('ana.png');
  });

  it('PUTs with ?foto=false and no file part when the stored photo stays', async () => {
    const seen = capture('put');
    await crudProvider([row]).update('empleados', {
      id: 7,
      data: { nombre: 'Ana', foto: '/api/documento/3' },
      previousData: { id: 7 },
    });
    expect(seen[0].url.searchParams.get('foto')).toBe('false');
    expect(seen[0].json).toEqual({ nombre: 'Ana', id: 7 });
    expect(seen[0].foto).toBeNull();
  });
});

describe('multipart from the schema', () => {
  it('reads the JSON part from x-resource.multipart and the file parts from its file widgets', () => {
    expect(endpointOf(schemas.empleado)?.multipart).toEqual(row.multipart);
    const catalogo: EntitySchema = {
      ...schemas.empleado,
      properties: {
        nombre: { type: 'string' },
        foto: { type: 'string', readOnly: true, 'x-ui': { widget: 'file' } },
        factura: { type: 'string', readOnly: true, 'x-ui': { widget: 'file', accept: ['application/pdf'] } },
      },
      'x-resource': { ...schemas.empleado['x-resource']!, name: 'catalogos/equipo', multipart: 'registro' },
    };
    expect(endpointOf(catalogo)?.multipart).toEqual({ part: 'registro', files: ['foto', 'factura'] });
    expect(endpointOf(schemas.cliente)?.multipart).toBeUndefined();
  });
});
