import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../schemas';
import { server } from '../../../mocks/server';
import { maquinaria } from '../../../mocks/fixtures/catalogos';
import { dataProvider, resourceTable } from '..';
import { methodGroups, methods } from '.';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

/** Answers `answer` (JSON, or a PDF's text) on any request and records what went out. */
function answering(answer: unknown, init: { status?: number } = {}) {
  const seen: Seen[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
        authorization: request.headers.get('Authorization'),
      });
      if (typeof answer === 'string')
        return new HttpResponse(answer, { headers: { 'Content-Type': 'application/pdf' } });
      return HttpResponse.json(answer as never, { status: init.status ?? 200 });
    }),
  );
  return seen;
}

const request = (method: string, path: string, query: Record<string, string> = {}, body?: unknown) => ({
  method,
  path,
  query,
  body,
});

describe('data provider methods', () => {
  it.each([
    [
      'autenticar',
      { username: 'maria', password: 'x' },
      request('POST', '/unauth/authenticate', {}, { username: 'maria', password: 'x' }),
    ],
    ['opcionesMenu', undefined, request('GET', '/api/usuario/opciones-menu')],
    [
      'buscarUsuarios',
      { toSearch: 'mar', pageSize: 20 },
      request('GET', '/api/usuario/buscarPorNombre', { toSearch: 'mar', page: '0', pageSize: '20' }),
    ],
    [
      'actualizarPerfil',
      { id: 2, data: { nombres: 'María' } },
      request('PUT', '/api/usuario/2', {}, { nombres: 'María' }),
    ],
    [
      'cambiarPassword',
      { idUsuario: 2, password: 'nueva-1234' },
      request('POST', '/api/usuario/password', {}, { idUsuario: 2, password: 'nueva-1234' }),
    ],
    ['generarPermisos', 7, request('POST', '/api/usuario/permiso/7')],
    ['menuDeSeccion', 'obras', request('GET', '/api/menu-item/menu/obras')],
    ['buscarMenuItems', 'cat', request('GET', '/api/menu-item/list-by-name', { searchTerm: 'cat' })],
    ['eliminarMenuItem', 3, request('DELETE', '/api/menu-item', { id: '3' })],
    ['buscarObras', 'nave', request('GET', '/api/obra/byName', { name: 'nave' })],
    ['avanceObras', undefined, request('GET', '/api/obra/avance')],
    [
      'opcionesLookup',
      { path: '/api/subclasificacion', params: { clasificacionId: '2' } },
      request('GET', '/api/subclasificacion', { clasificacionId: '2' }),
    ],
    [
      'buscarNombrados',
      { path: '/api/cliente/list', param: 'toSearch', text: 'son' },
      request('GET', '/api/cliente/list', { toSearch: 'son' }),
    ],
    [
      'historial',
      { tabla: 'menu_item', registroId: 4, page: 1, pageSize: 20 },
      request('GET', '/api/bitacora', { tabla: 'menu_item', registroId: '4', page: '1', pageSize: '20' }),
    ],
    ['autorizarOrden', 3, request('POST', '/api/ordenCompra/3/autorizar')],
    [
      'autorizarOrden',
      { id: 3, body: { justificacion: 'Colado urgente' } },
      request('POST', '/api/ordenCompra/3/autorizar', {}, { justificacion: 'Colado urgente' }),
    ],
    ['impactoOrden', 3, request('GET', '/api/ordenCompra/3/impacto')],
    ['generarCompra', 4, request('POST', '/api/compra/ordenCompra/4')],
    ['aplicarCompra', 6, request('POST', '/api/compra/6/aplicar')],
    ['aplicarNota', 2, request('PATCH', '/api/notaCredito/aplicar', {}, { id: 2 })],
    [
      'reporteCargos',
      { obraId: 1, authorized: 'false' },
      request('GET', '/api/contabilidad/cargos/reporte', { obraId: '1', authorized: 'false' }),
    ],
    [
      'relacionDePagos',
      { obraId: 1, fechaPago: '2026-03-20' },
      request('GET', '/api/contabilidad/relacion', { obraId: '1', fechaPago: '2026-03-20' }),
    ],
    ['exportarPresupuesto', 7, request('GET', '/api/presupuesto/obra/7/exportar')],
    ['imprimirPresupuesto', 7, request('GET', '/api/presupuesto/obra/7/pdf')],
    [
      'layoutBancario',
      { obraId: 1, fechaPago: '2026-03-20' },
      request('GET', '/api/contabilidad/layout', { obraId: '1', fechaPago: '2026-03-20' }),
    ],
  ] as const)('%s calls its endpoint', async (name, params, expected) => {
    const seen = answering([]);
    await (methods[name] as (p: unknown) => Promise<unknown>)(params);
    expect(seen).toMatchObject([expected]);
  });

  it('answers { data }, as react-admin expects of a custom method', async () => {
    answering([{ id: 1, nombre: 'Nave Industrial Guaymas', avance: 40 }]);
    expect(await dataProvider.avanceObras()).toEqual({
      data: [{ id: 1, nombre: 'Nave Industrial Guaymas', avance: 40 }],
    });
  });

  it('reads a paged answer into rows and a total', async () => {
    answering({ content: [{ id: 9, username: 'maria' }], totalElements: 31 });
    expect((await methods.buscarUsuarios({ toSearch: '', pageSize: 20 })).data).toEqual([{ id: 9, username: 'maria' }]);
    expect((await methods.historial({ tabla: 'usuario', registroId: 9, page: 0, pageSize: 20 })).data.total).toBe(31);
  });

  it('asks who the user is with a token it is given, before the session holds it', async () => {
    const seen = answering({ userId: 2 });
    await methods.usuarioActual({ token: 'recien-emitido' });
    expect(seen[0].authorization).toBe('Bearer recien-emitido');
  });

  it('makes each admin catalog a row of the resource table', async () => {
    answering([maquinaria]);
    expect((await methods.catalogos()).data).toEqual([maquinaria]);
    expect(resourceTable.some((row) => row.name === 'catalogos/maquinaria')).toBe(true);
  });

  it('fetches a document or report as a blob', async () => {
    const seen = answering('%PDF-1.7');
    const { data } = await methods.documento('/api/documento/12');
    expect(seen[0].path).toBe('/api/documento/12');
    expect(data.type).toBe('application/pdf');
    expect(await data.text()).toBe('%PDF-1.7');
  });

  it("finds a document's comprobante under its schema's API", async () => {
    const seen = answering({ url: '/api/documento/5' });
    await methods.comprobante({ documentType: 'notaCredito', id: 2 });
    expect(seen.map((r) => r.path)).toEqual(['/api/notaCredito/2/comprobanteUrl', '/api/documento/5']);
  });

  it('rejects with the server message and status', async () => {
    answering({ message: 'La contrasena actual no es correcta' }, { status: 400 });
    await expect(methods.cambiarPassword({ idUsuario: 2, password: 'x' })).rejects.toMatchObject({
      status: 400,
      message: 'La contrasena actual no es correcta',
    });
  });

  it('declares what each write makes stale, and reads make nothing stale', () => {
    expect(methods.generarPermisos.invalidates).toEqual(['configura/permisos']);
    expect(methods.eliminarMenuItem.invalidates).toEqual(expect.arrayContaining(['configura/menu', 'menuDeSeccion']));
    expect(methods.actualizarPerfil.invalidates).toEqual(['configura/usuarios']);
    expect(methods.menuDeSeccion.invalidates).toEqual([]);
    // Every document whose lifecycle takes the upload (x-lifecycle `adjuntar`), found in the schemas.
    const conComprobante = Object.values(schemas).filter((schema) => schema['x-lifecycle']?.actions.adjuntar);
    expect(conComprobante.map((schema) => schema.$id)).toEqual(expect.arrayContaining(['compra', 'gasto', 'factura']));
    expect(methods.subirComprobante.invalidates).toEqual([
      ...conComprobante.map((schema) => schema['x-resource']?.name),
      'comprobante',
    ]);
    // The payables ledger: scheduling moves a charge between the lists, the plan and what Registro de
    // Pago offers; a payment also lowers the aging and adds to the history.
    const cargos = ['cargosNoPagados', 'planDePagos', 'cargosPorPagar', 'totalPorPagar'];
    expect(methods.calendarizarCargo.invalidates).toEqual(cargos);
    expect(methods.descalendarizarCargo.invalidates).toEqual(cargos);
    expect([...methods.registrarPago.invalidates].sort()).toEqual(
      [...cargos, 'antiguedadProveedores', 'cuentas-por-pagar/historial'].sort(),
    );
  });

  it('makes stale only what exists: a resource of the table or another method', () => {
    const known = new Set([...resourceTable.map((row) => row.name), ...Object.keys(methods)]);
    for (const [name, method] of Object.entries(methods)) {
      for (const key of method.invalidates) expect(known.has(key), `${name} invalida ${key}`).toBe(true);
    }
  });

  it('keeps one name per method across groups, none of them a CRUD verb', () => {
    const names = methodGroups.flatMap((group) => Object.keys(group));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(methods).sort()).toEqual([...names].sort());
    for (const verb of [
      'getList',
      'getOne',
      'getMany',
      'getManyReference',
      'create',
      'update',
      'updateMany',
      'delete',
      'deleteMany',
    ]) {
      expect(names).not.toContain(verb);
    }
  });
});
