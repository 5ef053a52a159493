/**
 * The mocks answer as the server does: the same refusal, asked of a mocked document (mocks/api,
 * fed by mocks/fixtures) and of a real one in the same state, answers the same status and the
 * same Spanish message. Stories and component tests are only worth what their mocks are.
 * The lifecycle's refusals are generated from each schema's `x-lifecycle`
 * (./mock-parity-lifecycle.test.ts); these are the refusals of each document's own rules, the
 * actions served on routes of their own, and the reads, which no declaration enumerates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { handlers } from '../../mocks/handlers';
import { eq } from 'drizzle-orm';
import { reiniciarLibro } from '../../mocks/api/libro';
import { impactoDe } from '../../mocks/api/ordenes';
import { cargos, type CargoMock } from '../../mocks/fixtures/cargos';
import { compras, notas } from '../../mocks/fixtures/compras';
import { estimaciones } from '../../mocks/fixtures/estimaciones';
import { gastos } from '../../mocks/fixtures/gastos';
import { nominas } from '../../mocks/fixtures/nominas';
import { facturas } from '../../mocks/fixtures/facturas';
import { ordenes } from '../../mocks/fixtures/ordenes';
import { enDias } from '../../mocks/fixtures/dias';
import { proveedores } from '../../mocks/fixtures/proveedores';
import { centsToText, toCents } from '../../schemas/money';
import { cargo, conceptoObra, obra } from '../db/schema';
import { insertObra } from '../domain/test-fixtures';
import { tokenFor, twoSucursales } from '../modules/common/test-callers';
import { compraAplicada, compraValida, subirComprobante } from '../modules/compra/test-fixtures';
import { crearFactura, facturaValida } from '../modules/factura/test-fixtures';
import { insertCliente } from '../modules/obra/test-fixtures';
import { insertProveedor, ordenValida } from '../modules/orden-compra/test-fixtures';
import { insertCargo, type CargoFixture } from '../modules/pago/test-fixtures';
import { pngImage } from '../files/test-files';
import { startTestServer, type TestServer } from '../test-support/server';

interface Answer {
  status: number;
  message: string;
}

async function mockResponse(method: string, path: string, json?: unknown): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const response = await getResponse(handlers, request, { baseUrl: 'http://localhost' });
  if (!response) throw new Error(`Ningun mock responde ${method} ${path}`);
  return response;
}

async function mocked(method: string, path: string, json?: unknown): Promise<Answer> {
  const response = await mockResponse(method, path, json);
  return { status: response.status, message: (await response.json()).message };
}

/** A mocked multipart request (an anexo's upload). */
async function mockedForm(path: string, body: FormData): Promise<Answer> {
  const request = new Request(`http://localhost${path}`, { method: 'POST', body });
  const response = await getResponse(handlers, request, { baseUrl: 'http://localhost' });
  if (!response) throw new Error(`Ningun mock responde POST ${path}`);
  return { status: response.status, message: (await response.json()).message };
}

/** A photo for the reporte fotográfico, as the browser sends it. */
function anexoForm(): FormData {
  const body = new FormData();
  body.append('titulo', 'Zapata Z-1');
  body.append('tipo', 'foto');
  body.append('file', new Blob([new Uint8Array(pngImage())], { type: 'image/png' }), 'z1.png');
  return body;
}

let server: TestServer;
let token: string;
let obraId: number;
let proveedorId: number;
let matriz: number;

beforeAll(async () => {
  server = await startTestServer();
  const sucursales = await twoSucursales(server);
  matriz = sucursales.matriz;
  token = await tokenFor(server, { username: 'paridad', sucursalId: sucursales.matriz });
  obraId = await insertObra(server, sucursales.matriz);
  proveedorId = await insertProveedor(server);
});
afterAll(() => server.close());

const answerOf = async (response: Response): Promise<Answer> => ({
  status: response.status,
  message: (await response.json()).message,
});

const real = async (method: string, path: string, json?: unknown): Promise<Answer> =>
  answerOf(await server.request(path, { method, token, json }));

async function post(path: string, body?: unknown) {
  const response = await server.request(path, { method: 'POST', token, json: body });
  expect(response.status).toBeLessThan(300);
  return response.json();
}

const mockOf = <T extends { id?: number; status?: string }>(rows: T[], test: (row: T) => boolean) => {
  const row = rows.find(test);
  if (!row) throw new Error('Falta un documento de prueba en los mocks');
  return row;
};

describe('mocks and server answer the same refusals', () => {
  it('orden de compra: generar from creado, edit once autorizado', async () => {
    const autorizada = await post('/api/ordenCompra', ordenValida(obraId, proveedorId));
    await post(`/api/ordenCompra/${autorizada.id}/autorizar`);
    const creada = await post('/api/ordenCompra', ordenValida(obraId, proveedorId));

    const mockAutorizada = mockOf(ordenes, (o) => o.status === 'autorizado');
    const mockCreada = mockOf(ordenes, (o) => o.status === 'creado');
    const pairs: [Answer, Answer][] = [
      [
        await mocked('POST', `/api/compra/ordenCompra/${mockCreada.id}`),
        await real('POST', `/api/compra/ordenCompra/${creada.id}`),
      ],
      [
        await mocked('PUT', '/api/ordenCompra', mockAutorizada),
        await real('PUT', '/api/ordenCompra', { ...ordenValida(obraId, proveedorId), id: autorizada.id }),
      ],
    ];
    for (const [mock, actual] of pairs) expect(mock).toEqual(actual);
    expect(pairs.map(([, actual]) => actual.status)).toEqual([409, 409]);
  });

  it('orden de compra: autorizar above the Insumos budget without a justificacion, or with a blank one', async () => {
    const pequena = await insertObra(server, matriz);
    await server.db.update(obra).set({ insumos: '100.00' }).where(eq(obra.id, pequena));
    const real1 = await post('/api/ordenCompra', ordenValida(pequena, proveedorId));
    const rebasa = mockOf(ordenes, (o) => o.status === 'creado' && impactoDe(o).excede);
    const pairs: [Answer, Answer][] = [
      [
        await mocked('POST', `/api/ordenCompra/${rebasa.id}/autorizar`),
        await real('POST', `/api/ordenCompra/${real1.id}/autorizar`),
      ],
      [
        await mocked('POST', `/api/ordenCompra/${rebasa.id}/autorizar`, { justificacion: ' ' }),
        await real('POST', `/api/ordenCompra/${real1.id}/autorizar`, { justificacion: ' ' }),
      ],
    ];
    // The excess differs between the fixtures and this server: compare the message's shape.
    const shape = (answer: Answer) => ({ ...answer, message: answer.message.replace(/\$[\d,.]+/, '$N') });
    for (const [mock, actual] of pairs) expect(shape(mock)).toEqual(shape(actual));
    expect(pairs.map(([, actual]) => actual.status)).toEqual([409, 400]);
    // With one, both authorize.
    const justificada = { justificacion: 'Colado de losa' };
    const statuses = [
      (await mockResponse('POST', `/api/ordenCompra/${rebasa.id}/autorizar`, justificada)).status,
      (await real('POST', `/api/ordenCompra/${real1.id}/autorizar`, justificada)).status,
    ];
    expect(statuses).toEqual([200, 200]);
  });

  it('compra: aplicar without a comprobante, edit once applied, the comprobante of one without it', async () => {
    const pendiente = await post('/api/compra', compraValida(obraId, proveedorId));
    const aplicada = await compraAplicada(server, token, obraId, proveedorId);
    const mockPendiente = mockOf(compras, (c) => c.status === 'creado' && !c.comprobante);
    const mockAplicada = mockOf(compras, (c) => c.status === 'aplicado');
    const pairs: [Answer, Answer][] = [
      [
        await mocked('POST', `/api/compra/${mockPendiente.id}/aplicar`),
        await real('POST', `/api/compra/${pendiente.id}/aplicar`),
      ],
      [
        await mocked('PUT', '/api/compra', mockAplicada),
        await real('PUT', '/api/compra', { ...compraValida(obraId, proveedorId), id: aplicada.id }),
      ],
      [
        await mocked('GET', `/api/compra/${mockPendiente.id}/comprobanteUrl`),
        await real('GET', `/api/compra/${pendiente.id}/comprobanteUrl`),
      ],
    ];
    for (const [mock, actual] of pairs) expect(mock).toEqual(actual);
    expect(pairs.map(([, actual]) => actual.status)).toEqual([409, 409, 404]);
  });

  it('nota de crédito: a second nota of a compra, aplicar once applied', async () => {
    const aplicada = await compraAplicada(server, token, obraId, proveedorId);
    const nota = await post('/api/notaCredito', { compraId: aplicada.id, fecha: '2026-02-10', folioProveedor: 'NC-9' });
    expect((await subirComprobante(server, `/api/notaCredito/${nota.id}`, token)).status).toBe(200);
    const applied = await server.request('/api/notaCredito/aplicar', { method: 'PATCH', token, json: { id: nota.id } });
    expect(applied.status).toBe(200);

    const mockConNota = mockOf(compras, (c) => c.status === 'aplicado' && c.tieneNotaCredito === true);
    const mockNotaAplicada = mockOf(notas, (n) => n.status === 'aplicado');
    const otra = { fecha: '2026-02-11', folioProveedor: 'NC-10' };
    const pairs: [Answer, Answer][] = [
      [
        await mocked('POST', '/api/notaCredito', { ...otra, compraId: mockConNota.id }),
        await real('POST', '/api/notaCredito', { ...otra, compraId: aplicada.id }),
      ],
      [
        await mocked('PATCH', '/api/notaCredito/aplicar', { id: mockNotaAplicada.id }),
        await real('PATCH', '/api/notaCredito/aplicar', { id: nota.id }),
      ],
    ];
    // The folios differ between the fixtures and this server: compare the message's shape.
    expect(pairs[0][0].message.replace(/#\d+/, '#N')).toBe(pairs[0][1].message.replace(/#\d+/, '#N'));
    expect(pairs[0][0].status).toBe(pairs[0][1].status);
    expect(pairs[1][0]).toEqual(pairs[1][1]);
    expect(pairs.map(([, actual]) => actual.status)).toEqual([409, 409]);
  });

  it('historial de compras: the same shape of groups and total; a missing obra, a bad date, an obra that does not exist', async () => {
    await compraAplicada(server, token, obraId, proveedorId);
    const shape = (body: { grupos: Record<string, unknown>[]; total: Record<string, unknown> }) => ({
      body: Object.keys(body).sort(),
      grupo: Object.keys(body.grupos[0]).sort(),
      proveedor: Object.keys(body.grupos[0].proveedor as object).sort(),
      total: Object.keys(body.total).sort(),
    });
    const mock = await (await mockResponse('GET', '/api/compra/historial?obraId=1')).json();
    const actual = await (await server.request(`/api/compra/historial?obraId=${obraId}`, { token })).json();
    expect(shape(mock)).toEqual(shape(actual));
    expect(mock.total.compras).toBe(compras.filter((c) => c.obra.id === 1 && c.status === 'aplicado').length);

    const pairs: [Answer, Answer][] = [];
    for (const path of ['/api/compra/historial', '/api/compra/historial/excel']) {
      pairs.push(
        [await mocked('GET', path), await real('GET', path)],
        [
          await mocked('GET', `${path}?obraId=1&desde=31/02/2026`),
          await real('GET', `${path}?obraId=${obraId}&desde=31/02/2026`),
        ],
        [
          await mocked('GET', `${path}?obraId=1&hasta=2026-02-31`),
          await real('GET', `${path}?obraId=${obraId}&hasta=2026-02-31`),
        ],
        [await mocked('GET', `${path}?obraId=999999`), await real('GET', `${path}?obraId=999999`)],
      );
    }
    for (const [mocked, actual] of pairs) expect(mocked).toEqual(actual);
    expect(pairs.map(([, actual]) => actual.status)).toEqual([400, 400, 400, 404, 400, 400, 400, 404]);
  });

  it('nómina: a week the obra has, on create and on edit; a second comprobante', async () => {
    // The same weeks on both sides, so the messages, which name the week, compare whole.
    const [conComprobante, otra] = nominas.filter((n) => n.obra?.id === 1);
    const real1 = await post('/api/nomina', { semana: conComprobante.semana, total: 10, obra: { id: obraId } });
    await post('/api/nomina', { semana: otra.semana, total: 20, obra: { id: obraId } });
    expect((await subirComprobante(server, `/api/nomina/${real1.id}`, token)).status).toBe(200);

    const pairs: [Answer, Answer][] = [
      [
        await mocked('POST', '/api/nomina', { semana: otra.semana, total: 5, obra: { id: 1 } }),
        await real('POST', '/api/nomina', { semana: otra.semana, total: 5, obra: { id: obraId } }),
      ],
      [
        await mocked('PUT', '/api/nomina', { ...conComprobante, semana: otra.semana }),
        await real('PUT', '/api/nomina', { ...real1, semana: otra.semana }),
      ],
      [
        await mocked('PATCH', `/api/nomina/${conComprobante.id}/comprobante`),
        await answerOf(await subirComprobante(server, `/api/nomina/${real1.id}`, token)),
      ],
    ];
    for (const [mock, actual] of pairs) expect(mock).toEqual(actual);
    expect(pairs.map(([, actual]) => actual.status)).toEqual([409, 409, 409]);
  });

  it('estimacion anexos: one on an enviada, one without a file, one that is not its own', async () => {
    const [concepto] = await server.db
      .insert(conceptoObra)
      .values({
        obraId,
        // After the demo's conceptos of the same obra.
        orden: 1000,
        clave: 'PAR-EST',
        descripcion: 'Excavacion',
        unidad: 'm3',
        cantidad: '100',
        precioUnitario: '10',
        importe: '1000',
      })
      .returning({ id: conceptoObra.id });
    const estimacion = (periodoDel: string, periodoAl: string) => ({
      fecha: periodoAl,
      periodoDel,
      periodoAl,
      tipo: 'normal',
      lineas: [{ conceptoObraId: concepto.id, cantidad: 1 }],
      obra: { id: obraId },
    });
    const creada = await post('/api/estimacion', estimacion('2026-01-01', '2026-01-31'));
    const enviada = await post('/api/estimacion', estimacion('2026-02-01', '2026-02-28'));
    await post(`/api/estimacion/${enviada.id}/enviar`);

    const mockCreada = mockOf(estimaciones, (e) => e.status === 'creada');
    const mockEnviada = mockOf(estimaciones, (e) => e.status === 'enviada');
    const pairs: [Answer, Answer][] = [
      [
        await mockedForm(`/api/estimacion/${mockEnviada.id}/anexo`, anexoForm()),
        await answerOf(
          await server.request(`/api/estimacion/${enviada.id}/anexo`, { method: 'POST', token, body: anexoForm() }),
        ),
      ],
      [
        await mocked('POST', `/api/estimacion/${mockCreada.id}/anexo`, {}),
        await real('POST', `/api/estimacion/${creada.id}/anexo`, {}),
      ],
      [
        await mocked('DELETE', `/api/estimacion/${mockEnviada.id}/anexo/999999`),
        await real('DELETE', `/api/estimacion/${enviada.id}/anexo/999999`),
      ],
      [
        await mocked('DELETE', `/api/estimacion/${mockCreada.id}/anexo/999999`),
        await real('DELETE', `/api/estimacion/${creada.id}/anexo/999999`),
      ],
    ];
    for (const [mock, actual] of pairs) expect(mock).toEqual(actual);
    expect(pairs.map(([, actual]) => actual.status)).toEqual([409, 400, 409, 404]);
  });

  it('gasto: aplicar without a comprobante, edit and a second upload once it has one', async () => {
    const gasto = (extra = {}) => ({
      fecha: '2026-02-12',
      folio: 71,
      formaPago: 'Efectivo',
      total: 100,
      proveedor: { id: proveedorId },
      obra: { id: obraId },
      ...extra,
    });
    const sinComprobante = await post('/api/gasto', gasto());
    const conComprobante = await post('/api/gasto', gasto());
    expect((await subirComprobante(server, `/api/gasto/${conComprobante.id}`, token)).status).toBe(200);

    const mockSin = mockOf(gastos, (g) => g.status === 'creado' && !g.comprobante && g.obra.id === 1);
    const mockCon = mockOf(gastos, (g) => g.status === 'creado' && Boolean(g.comprobante));
    const pairs: [Answer, Answer][] = [
      [
        await mocked('PATCH', `/api/gasto/${mockSin.id}/aplicar`),
        await real('PATCH', `/api/gasto/${sinComprobante.id}/aplicar`),
      ],
      [
        await mocked('PUT', '/api/gasto', mockCon),
        await real('PUT', '/api/gasto', { ...gasto(), id: conComprobante.id }),
      ],
      [
        await mocked('PATCH', `/api/gasto/${mockCon.id}/comprobante`),
        await answerOf(await subirComprobante(server, `/api/gasto/${conComprobante.id}`, token)),
      ],
    ];
    for (const [mock, actual] of pairs) expect(mock).toEqual(actual);
    expect(pairs.map(([, actual]) => actual.status)).toEqual([409, 409, 409]);
  });

  it('ingresos: above the saldo of a factura, and a factura that does not exist', async () => {
    const mock = mockOf(facturas, (f) => f.saldo > 0 && f.ingresos.length > 0);
    const clienteId = await insertCliente(server, 'Cliente de paridad', matriz);
    const factura = await crearFactura(
      server,
      token,
      facturaValida(obraId, clienteId, { folio: mock.folio, total: mock.total }),
    );
    const cobrado = mock.total - mock.saldo;
    await post('/api/ingresos', [{ factura: { id: factura.id }, monto: cobrado, fecha: '2026-02-10' }]);
    const excede = (id: number) => [{ factura: { id }, monto: mock.saldo + 0.01, fecha: '2026-02-11' }];
    expect(await mocked('POST', '/api/ingresos', excede(mock.id))).toEqual(
      await real('POST', '/api/ingresos', excede(factura.id)),
    );
    const ninguna = await mocked('POST', '/api/ingresos', excede(999_999));
    expect(ninguna).toEqual(await real('POST', '/api/ingresos', excede(999_999)));
    expect(ninguna.status).toBe(404);
  });

  it('pago: a charge paid already, one not authorized, of another proveedor, a monto not its saldo, repeated, a closed obra', async () => {
    reiniciarLibro();
    const mockCargo = (test: (cargo: CargoMock) => boolean) => mockOf(cargos, test);
    const pagado = mockCargo((c) => c.saldo === 0 && c.obra.id === 1);
    const libre = mockCargo((c) => !c.autorizado && c.saldo > 0 && c.obra.id === 1);
    const autorizado = mockCargo((c) => c.autorizado && c.saldo > 0 && c.obra.id === 1);
    const cerrado = mockCargo((c) => c.autorizado && c.saldo > 0 && c.obra.id === 3);
    const otro = proveedores.find((p) => p.id !== autorizado.proveedor.id)!;
    // The same folios and saldos on the server, so the messages, which name them, compare whole.
    const terminada = await insertObra(server, matriz, true);
    const otroProveedor = await insertProveedor(server, 'Proveedor ajeno de paridad');
    const insert = (cargo: CargoMock, extra: Partial<CargoFixture> = {}) =>
      insertCargo(server.db, {
        obraId,
        sucursalId: matriz,
        proveedorId,
        monto: centsToText(toCents(cargo.monto)),
        folio: cargo.folioDocumento,
        ...(cargo.autorizado ? { fechaPago: '2026-03-20' } : {}),
        ...extra,
      });
    const realPagado = await insert(pagado);
    const realLibre = await insert(libre);
    const realAutorizado = await insert(autorizado, { monto: centsToText(toCents(autorizado.saldo)) });
    const realCerrado = await insert(cerrado, { obraId: terminada });
    const body = (proveedor: number, obra: number, pagos: [number, number][]) => ({
      proveedorId: proveedor,
      obraId: obra,
      fecha: '2026-03-20',
      formaPago: 'Transferencia',
      pagos: pagos.map(([referenciaCargo, monto]) => ({ referenciaCargo, monto })),
    });
    await post('/api/pago/pagos', body(proveedorId, obraId, [[realPagado, pagado.monto]]));

    const mockPago = (cargo: CargoMock, pagos: [number, number][], proveedor = cargo.proveedor.id) =>
      mocked('POST', '/api/pago/pagos', body(proveedor, cargo.obra.id, pagos));
    const realPago = (pagos: [number, number][], proveedor = proveedorId, obra = obraId) =>
      real('POST', '/api/pago/pagos', body(proveedor, obra, pagos));
    const menos = (monto: number) => Number(centsToText(toCents(monto) - 1n));
    const pairs: [Answer, Answer][] = [
      [await mockPago(pagado, [[pagado.id, pagado.monto]]), await realPago([[realPagado, pagado.monto]])],
      [await mockPago(libre, [[libre.id, libre.saldo]]), await realPago([[realLibre, libre.saldo]])],
      [
        await mockPago(autorizado, [[autorizado.id, autorizado.saldo]], otro.id!),
        await realPago([[realAutorizado, autorizado.saldo]], otroProveedor),
      ],
      [
        await mockPago(autorizado, [[autorizado.id, menos(autorizado.saldo)]]),
        await realPago([[realAutorizado, menos(autorizado.saldo)]]),
      ],
      [
        await mockPago(autorizado, [
          [autorizado.id, autorizado.saldo],
          [autorizado.id, autorizado.saldo],
        ]),
        await realPago([
          [realAutorizado, autorizado.saldo],
          [realAutorizado, autorizado.saldo],
        ]),
      ],
      [
        await mockPago(cerrado, [[cerrado.id, cerrado.saldo]]),
        await realPago([[realCerrado, cerrado.saldo]], proveedorId, terminada),
      ],
      [await mocked('GET', '/api/pago/999999'), await real('GET', '/api/pago/999999')],
    ];
    for (const [mock, actual] of pairs) expect(mock).toEqual(actual);
    expect(pairs.map(([, actual]) => actual.status)).toEqual([409, 409, 409, 409, 400, 409, 404]);
  });

  it('contabilidad: one ledger answers the same lists, schedule, plan and payment run; an unknown charge or obra, a bad date or flag', async () => {
    reiniciarLibro();
    // The mocks' ledger of obra 1 stored in a real obra: the same proveedores by name, the same charges in the same order.
    const obra = await insertObra(server, matriz);
    const proveedorIds = new Map<number, number>();
    const ids = new Map<number, number>();
    const delLibro = cargos.filter((c) => c.obra.id === 1);
    for (const mock of delLibro) {
      if (!proveedorIds.has(mock.proveedor.id)) {
        proveedorIds.set(mock.proveedor.id, await insertProveedor(server, mock.proveedor.nombre));
      }
      const id = await insertCargo(server.db, {
        obraId: obra,
        sucursalId: matriz,
        proveedorId: proveedorIds.get(mock.proveedor.id)!,
        monto: centsToText(toCents(mock.monto)),
        folio: mock.folioDocumento,
        tipo: mock.tipoDocumento,
        fecha: mock.fecha,
        promesaPago: mock.promesaPago,
        fechaPago: mock.fechaPago,
      });
      await server.db
        .update(cargo)
        .set({ saldo: centsToText(toCents(mock.saldo)) })
        .where(eq(cargo.id, id));
      ids.set(mock.id, id);
    }
    // What both answer alike: ids, documents and obras are each side's own.
    const sinIds = ({ id: _id, referenciaDocumento: _doc, obra: _obra, comprobante: _c, ...rest }: CargoMock) => ({
      ...rest,
      proveedor: rest.proveedor.nombre,
    });
    const page = async (response: Response) => {
      const { content, ...meta } = await response.json();
      return { ...meta, content: (content as CargoMock[]).map(sinIds) };
    };
    const plan = async (response: Response) =>
      ((await response.json()) as { proveedor: { nombre: string } }[]).map((cell) => ({
        ...cell,
        proveedor: cell.proveedor.nombre,
      }));
    const both = async (path: (obraId: number) => string, read: (response: Response) => Promise<unknown>) => [
      await read(await mockResponse('GET', path(1))),
      await read(await server.request(path(obra), { token })),
    ];
    const lists = async () => [
      await both((id) => `/api/contabilidad/cargos/nopagados?authorized=false&obraId=${id}&page=0&pageSize=100`, page),
      await both((id) => `/api/contabilidad/cargos/nopagados?authorized=true&obraId=${id}&page=0&pageSize=100`, page),
      await both((id) => `/api/contabilidad/plan?obraId=${id}`, plan),
    ];
    const sizes = (answers: unknown[][]) =>
      answers.map(([mock]) => (Array.isArray(mock) ? mock : (mock as { content: unknown[] }).content).length);
    const before = await lists();
    for (const [mock, actual] of before) expect(mock).toEqual(actual);
    expect(sizes(before)).toEqual([4, 3, 3]);

    const pendiente = delLibro.find((c) => !c.autorizado)!;
    const schedule = (id: number) =>
      `/api/contabilidad/cargos/${id}/calendarizarPago?fechaPago=${enDias(-4)}&confirmar=true`;
    const scheduled = [
      sinIds(await (await mockResponse('PUT', schedule(pendiente.id))).json()),
      sinIds(await (await server.request(schedule(ids.get(pendiente.id)!), { method: 'PUT', token })).json()),
    ];
    expect(scheduled[0]).toEqual(scheduled[1]);
    expect(scheduled[0]).toMatchObject({ autorizado: true, fechaPago: enDias(-4) });
    const after = await lists();
    for (const [mock, actual] of after) expect(mock).toEqual(actual);
    expect(sizes(after)).toEqual([3, 4, 4]);

    // The payment run of a date: a PDF on both sides, and the same transfers in the bank layout
    // (RFC, CLABE and the obra's name in the concept are each side's own).
    const dia = enDias(3);
    const [mockPdf, realPdf] = await Promise.all([
      mockResponse('GET', `/api/contabilidad/relacion?obraId=1&fechaPago=${dia}`),
      server.request(`/api/contabilidad/relacion?obraId=${obra}&fechaPago=${dia}`, { token }),
    ]);
    for (const response of [mockPdf, realPdf]) {
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    }
    const transfers = async (response: Response) =>
      (await response.text())
        .split('\r\n')
        .filter(Boolean)
        .map((line) => line.split(','))
        .map(([proveedor, _rfc, _clabe, importe, referencia]) => [proveedor, importe, referencia]);
    const layouts = await both((id) => `/api/contabilidad/layout?obraId=${id}&fechaPago=${dia}`, transfers);
    expect(layouts[0]).toEqual(layouts[1]);
    expect(layouts[0]).toHaveLength(3);

    const pairs: [Answer, Answer][] = [
      [
        await mocked('PUT', `/api/contabilidad/cargos/999999/calendarizarPago?fechaPago=${enDias(1)}`),
        await real('PUT', `/api/contabilidad/cargos/999999/calendarizarPago?fechaPago=${enDias(1)}`),
      ],
      [
        await mocked('PUT', '/api/contabilidad/cargos/999999/descalendarizar'),
        await real('PUT', '/api/contabilidad/cargos/999999/descalendarizar'),
      ],
      [
        await mocked('PUT', `/api/contabilidad/cargos/${pendiente.id}/calendarizarPago?fechaPago=31/02/2026`),
        await real('PUT', `/api/contabilidad/cargos/${ids.get(pendiente.id)}/calendarizarPago?fechaPago=31/02/2026`),
      ],
      [
        await mocked('PUT', `/api/contabilidad/cargos/${pendiente.id}/calendarizarPago?fechaPago=0026-12-05`),
        await real('PUT', `/api/contabilidad/cargos/${ids.get(pendiente.id)}/calendarizarPago?fechaPago=0026-12-05`),
      ],
      [
        await mocked('PUT', `/api/contabilidad/cargos/${pendiente.id}/calendarizarPago?fechaPago=${enDias(-1)}`),
        await real('PUT', `/api/contabilidad/cargos/${ids.get(pendiente.id)}/calendarizarPago?fechaPago=${enDias(-1)}`),
      ],
      [
        await mocked('GET', '/api/contabilidad/cargos/nopagados?authorized=quizas&obraId=1'),
        await real('GET', `/api/contabilidad/cargos/nopagados?authorized=quizas&obraId=${obra}`),
      ],
      [
        await mocked('GET', '/api/contabilidad/cargos/nopagados?authorized=false&obraId=999999'),
        await real('GET', '/api/contabilidad/cargos/nopagados?authorized=false&obraId=999999'),
      ],
      [
        await mocked('GET', '/api/contabilidad/plan?obraId=999999'),
        await real('GET', '/api/contabilidad/plan?obraId=999999'),
      ],
      [
        await mocked('GET', `/api/contabilidad/relacion?obraId=1&fechaPago=${enDias(40)}`),
        await real('GET', `/api/contabilidad/relacion?obraId=${obra}&fechaPago=${enDias(40)}`),
      ],
      [
        await mocked('GET', '/api/contabilidad/layout?obraId=1&fechaPago=31/02/2026'),
        await real('GET', `/api/contabilidad/layout?obraId=${obra}&fechaPago=31/02/2026`),
      ],
      [
        await mocked('GET', '/api/contabilidad/cargos/reporte?obraId=999999&authorized=true'),
        await real('GET', '/api/contabilidad/cargos/reporte?obraId=999999&authorized=true'),
      ],
    ];
    for (const [mock, actual] of pairs) expect(mock).toEqual(actual);
    expect(pairs.map(([, actual]) => actual.status)).toEqual([404, 404, 400, 400, 409, 400, 404, 404, 404, 400, 404]);
  });

  it('named queries of the obra’s documents: the same row shapes, and the same 400s for a missing obraId, an unknown parameter or query', async () => {
    // On the server, the variants the fixtures of obra 1 hold: an authorized order with its
    // compra, an applied gasto, a nómina with a nota and one without; in an obra of their own.
    const obra = await insertObra(server, matriz);
    const orden = await post('/api/ordenCompra', ordenValida(obra, proveedorId));
    await post(`/api/ordenCompra/${orden.id}/autorizar`);
    await post(`/api/compra/ordenCompra/${orden.id}`);
    const gasto = await post('/api/gasto', {
      fecha: '2026-02-13',
      folio: 72,
      formaPago: 'Transferencia',
      total: 18560.4,
      proveedor: { id: proveedorId },
      obra: { id: obra },
    });
    expect((await subirComprobante(server, `/api/gasto/${gasto.id}`, token)).status).toBe(200);
    expect((await server.request(`/api/gasto/${gasto.id}/aplicar`, { method: 'PATCH', token })).status).toBe(200);
    await post('/api/nomina', { semana: 40, total: 100.5, nota: 'Cuadrilla', obra: { id: obra } });
    await post('/api/nomina', { semana: 41, total: 200, obra: { id: obra } });

    // A row's shape: its keys, nested, each with the JSON type of its value.
    const shape = (value: unknown): unknown =>
      value === null || typeof value !== 'object'
        ? value === null
          ? 'null'
          : typeof value
        : Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, inner]) => [key, shape(inner)]),
          );
    const shapes = async (response: Response) => {
      const body = await response.json();
      expect([response.status, Object.keys(body).sort()]).toEqual([
        200,
        ['content', 'page', 'pageSize', 'totalElements'],
      ]);
      return [...new Set((body.content as unknown[]).map((row) => JSON.stringify(shape(row))))].sort();
    };
    const paged = (body: object) => ['POST', '/api/data/paged', body] as const;
    for (const query of ['ordenesAutorizadas', 'historialGastos', 'historialNominas']) {
      const mock = await shapes(await mockResponse(...paged({ query, params: { obraId: 1 } })));
      const actual = await shapes(
        await server.request('/api/data/paged', { method: 'POST', token, json: { query, params: { obraId: obra } } }),
      );
      expect([query, mock]).toEqual([query, actual]);
      expect(mock.length, query).toBeGreaterThan(0);

      const pairs: [Answer, Answer][] = [
        [await mocked(...paged({ query, params: {} })), await real(...paged({ query, params: {} }))],
        [
          await mocked(...paged({ query, params: { obraId: 1, sql: 'x' } })),
          await real(...paged({ query, params: { obraId: obra, sql: 'x' } })),
        ],
      ];
      for (const [mockAnswer, actualAnswer] of pairs) expect(mockAnswer).toEqual(actualAnswer);
      expect(pairs.map(([, actualAnswer]) => actualAnswer)).toEqual([
        { status: 400, message: 'Falta el parametro obraId..' },
        { status: 400, message: 'Parametro desconocido: sql..' },
      ]);
    }
    const unknown = paged({ query: 'SELECT * FROM gasto', params: { obraId: 1 } });
    expect(await mocked(...unknown)).toEqual(await real(...unknown));
  });
});
