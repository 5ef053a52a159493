/** The Insumos budget at authorization: GET …/impacto and autorizar's justification (docs/domain.md Orden de compra). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { centsToText, fromCents, toCents } from '../../../schemas/money';
import { JUSTIFICACION_INVALIDA, JUSTIFICACION_MAX, presupuestoRebasado } from '../../../schemas/purchasing';
import { obra } from '../../db/schema';
import { insertObra } from '../../domain/test-fixtures';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { compraAplicada } from '../compra/test-fixtures';
import { insertProveedor, ordenValida, TOTALES } from './test-fixtures';

let server: TestServer;
let usuario: string;
let admin: string;
let matriz: number;
let otra: number;
let proveedorId: number;

const TOTAL = toCents(TOTALES.total);

/** An obra whose Insumos budget is `insumos` cents. */
async function obraCon(insumos: bigint): Promise<number> {
  const id = await insertObra(server, matriz);
  await server.db
    .update(obra)
    .set({ insumos: centsToText(insumos) })
    .where(eq(obra.id, id));
  return id;
}

const crear = async (obraId: number): Promise<{ id: number }> => {
  const res = await server.request('/api/ordenCompra', {
    method: 'POST',
    token: usuario,
    json: ordenValida(obraId, proveedorId),
  });
  expect(res.status).toBe(201);
  return res.json();
};
const autorizar = (id: number, json?: unknown) =>
  server.request(`/api/ordenCompra/${id}/autorizar`, { method: 'POST', token: usuario, json });
const leer = async (path: string, token = usuario) => {
  const res = await server.request(path, { token });
  expect(res.status).toBe(200);
  return res.json();
};
/** Status, message and field errors of an answer (a refusal's errors are empty). */
const answer = async (res: Response) => {
  const { message, errors } = await res.json();
  return { status: res.status, message, errors };
};

beforeAll(async () => {
  server = await startTestServer();
  ({ matriz, otra } = await twoSucursales(server));
  usuario = await tokenFor(server, { username: 'compras', sucursalId: matriz });
  admin = await server.login('admin', ADMIN_PASSWORD);
  proveedorId = await insertProveedor(server);
});
afterAll(() => server.close());

describe('GET /api/ordenCompra/{id}/impacto', () => {
  it("answers the obra's Insumos line without the order and with it, in cents", async () => {
    const presupuesto = 10_000_00n;
    const obraId = await obraCon(presupuesto);
    const aplicada = await compraAplicada(server, usuario, obraId, proveedorId);
    const comprometida = await crear(obraId);
    expect((await autorizar(comprometida.id)).status).toBe(200);
    const orden = await crear(obraId);

    const ejercido = toCents(aplicada.total);
    const antes = ejercido + TOTAL;
    const expected = {
      presupuesto: fromCents(presupuesto),
      ejercido: fromCents(ejercido),
      comprometido: fromCents(TOTAL),
      orden: fromCents(TOTAL),
      antes: fromCents(antes),
      despues: fromCents(antes + TOTAL),
      excede: antes + TOTAL > presupuesto,
    };
    expect(expected).toMatchObject({ antes: 9132.5, despues: 13698.75, excede: true });
    expect(await leer(`/api/ordenCompra/${orden.id}/impacto`)).toEqual(expected);

    // Once authorized (with its reason) the order is in the comprometido: the answer still leaves it out.
    expect((await autorizar(orden.id, { justificacion: 'Colado urgente' })).status).toBe(200);
    expect(await leer(`/api/ordenCompra/${orden.id}/impacto`)).toEqual(expected);
  });

  it("answers 404 for another sucursal's order or an unknown one, as reading it", async () => {
    const ajeno = await tokenFor(server, { username: 'compras-otra', sucursalId: otra });
    const res = await server.request('/api/ordenCompra', {
      method: 'POST',
      token: ajeno,
      json: ordenValida(await insertObra(server, otra), proveedorId),
    });
    const ajena = await res.json();
    for (const id of [ajena.id, 999999]) {
      expect(await answer(await server.request(`/api/ordenCompra/${id}/impacto`, { token: usuario }))).toEqual({
        status: 404,
        message: 'Orden de compra no encontrada',
        errors: [],
      });
    }
  });
});

describe('autorizar above the Insumos budget', () => {
  it('refuses without a justification, naming the excess, and stores nothing', async () => {
    const presupuesto = TOTAL - 1234_56n;
    const orden = await crear(await obraCon(presupuesto));
    for (const body of [undefined, {}]) {
      expect(await answer(await autorizar(orden.id, body))).toEqual({
        status: 409,
        message: presupuestoRebasado(1234_56n),
        errors: [],
      });
    }
    expect(presupuestoRebasado(1234_56n)).toBe(
      'La orden rebasa el presupuesto de Insumos por $1,234.56: escriba la justificacion..',
    );
    const read = await leer(`/api/ordenCompra/${orden.id}`);
    expect(read.status).toBe('creado');
    expect(read).not.toHaveProperty('justificacion');
    // Over budget is no reason to hide Autorizar: it only needs the justification.
    expect(read.acciones.autorizar).toEqual({ visible: true, permitida: true });
  });

  it("authorizes with a justification, stored trimmed, read back and in the order's history", async () => {
    const orden = await crear(await obraCon(100n));
    const res = await autorizar(orden.id, {
      justificacion: '  Colado de losa: el proveedor sube el precio el lunes \n',
    });
    expect(res.status).toBe(200);
    const justificacion = 'Colado de losa: el proveedor sube el precio el lunes';
    expect(await res.json()).toMatchObject({ status: 'autorizado', justificacion });
    expect(await leer(`/api/ordenCompra/${orden.id}`)).toMatchObject({ status: 'autorizado', justificacion });

    const historial = await leer(`/api/bitacora?tabla=orden_compra&registroId=${orden.id}`, admin);
    const cambio = historial.content.find((entrada: { accion: string }) => entrada.accion === 'UPDATE');
    // One change: the status and the justification, as the Historial shows them.
    expect(cambio.antes).toMatchObject({ status: 'creado', justificacion: null });
    expect(cambio.despues).toMatchObject({ status: 'autorizado', justificacion });
  });
});

describe('autorizar within the Insumos budget', () => {
  it('needs no justification, and stores one when given', async () => {
    const obraId = await obraCon(TOTAL * 3n);
    const sin = await crear(obraId);
    const con = await crear(obraId);
    const sinRes = await autorizar(sin.id);
    expect(sinRes.status).toBe(200);
    expect(await sinRes.json()).not.toHaveProperty('justificacion');

    const larga = 'x'.repeat(JUSTIFICACION_MAX);
    const conRes = await autorizar(con.id, { justificacion: ` ${larga} ` });
    expect(conRes.status).toBe(200);
    expect(await conRes.json()).toMatchObject({ status: 'autorizado', justificacion: larga });
  });

  it('answers 400 in Spanish for a blank or too long justification, and stores nothing', async () => {
    const orden = await crear(await obraCon(100n));
    for (const justificacion of ['', '  \n ', 'x'.repeat(JUSTIFICACION_MAX + 1), 7]) {
      expect(await answer(await autorizar(orden.id, { justificacion }))).toEqual({
        status: 400,
        message: 'Datos invalidos',
        errors: [{ field: 'justificacion', message: JUSTIFICACION_INVALIDA }],
      });
    }
    const otro = await answer(await autorizar(orden.id, { motivo: 'x' }));
    expect(otro.status).toBe(400);
    expect(otro.errors).toEqual([{ field: '', message: 'Campo no permitido' }]);
    expect((await leer(`/api/ordenCompra/${orden.id}`)).status).toBe('creado');
  });
});

describe('concurrent authorizations of one obra', () => {
  it('let only one of two orders through when each fits what is left but both do not', async () => {
    const obraId = await obraCon(TOTAL * 2n - 1n);
    const [a, b] = [await crear(obraId), await crear(obraId)];
    const answers = await Promise.all([autorizar(a.id), autorizar(b.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).message).toBe(presupuestoRebasado(1n));
    const statuses = await Promise.all([a, b].map(async ({ id }) => (await leer(`/api/ordenCompra/${id}`)).status));
    expect(statuses.sort()).toEqual(['autorizado', 'creado']);
  });
});
