/**
 * Ajustes al presupuesto over HTTP: a volumen adicional and a concepto extraordinario captured with
 * their justification and importe to the cent; authorized, they move the concepto's vigente and the
 * tree's subtotals and total (the extraordinario becomes a concepto de obra); refused over the
 * caller's limit with the roles that may; rechazado moves nothing; a deductiva below zero, bad
 * input, a terminado obra and another sucursal's obra refused with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { AJUSTE, PRESUPUESTO_CON_AJUSTES } from '../../../schemas/presupuesto';
import { REQUIRED_MESSAGE } from '../../../schemas/validation';
import { ajustePresupuesto, bitacora, obra, sucursal } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertObra } from '../obra/test-fixtures';
import { conceptoObra, presupuestoPartida } from '../presupuesto/table';
import { OBRA_NO_ENCONTRADA } from '../../../schemas/messages';

let server: TestServer;
let admin: string;
let usuario: string;
let ajeno: string;
let obraId: number;
let obraAjena: number;
let partidaId: number;
let subpartidaId: number;
let muroId: number;
let pisoId: number;

const API = '/api/ajustePresupuesto';
const call = (path: string, method = 'GET', json?: unknown, token = admin) =>
  server.request(path, { method, token, json });
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);
const almacenados = async () => (await server.db.select({ n: count() }).from(ajustePresupuesto))[0].n;

const volumen = (extra: Record<string, unknown> = {}) => ({
  fecha: '2026-04-06',
  tipo: 'volumen',
  conceptoObraId: muroId,
  cantidad: 2.5,
  justificacion: 'El cliente pidio prolongar el muro',
  obra: { id: obraId },
  ...extra,
});
const extraordinario = (extra: Record<string, unknown> = {}) => ({
  fecha: '2026-04-07',
  tipo: 'extraordinario',
  partidaId: subpartidaId,
  clave: 'EXT-001',
  descripcion: 'Impermeabilizacion de cisterna con membrana',
  unidad: 'm2',
  cantidad: 12.345,
  precioUnitario: 321.07,
  justificacion: 'Filtraciones no previstas en el proyecto',
  obra: { id: obraId },
  ...extra,
});
async function capturar(body: Record<string, unknown>, token = admin) {
  const res = await call(API, 'POST', body, token);
  expect(res.status).toBe(201);
  return res.json();
}
const resumen = async (id = obraId) => (await call(`/api/presupuesto/obra/${id}`)).json();
const concepto = async (id: number) => {
  const page = await (await call(`/api/presupuesto/obra/${obraId}/conceptos?partida=${partidaId}`)).json();
  return page.content.find((c: { id: number }) => c.id === id);
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const { matriz, otra } = await twoSucursales(server);
  await server.db
    .update(sucursal)
    .set({ limiteUsuario: '1000.00', limiteAsistente: '5000.00', limiteAdmin: null })
    .where(eq(sucursal.id, matriz));
  usuario = await tokenFor(server, { username: 'residente', sucursalId: matriz });
  ajeno = await tokenFor(server, { username: 'ajeno', sucursalId: otra, role: 'ROLE_ADMIN' });
  obraId = await insertObra(server.db, matriz, 'Torre Norte');
  obraAjena = await insertObra(server.db, otra, 'Obra Ajena');
  const [partida] = await server.db
    .insert(presupuestoPartida)
    .values({ obraId, nivel: 1, orden: 0, clave: '01', descripcion: 'CIMENTACION' })
    .returning();
  partidaId = partida.id;
  const [sub] = await server.db
    .insert(presupuestoPartida)
    .values({ obraId, padreId: partidaId, nivel: 2, orden: 3, clave: '01.01', descripcion: 'CISTERNA' })
    .returning();
  subpartidaId = sub.id;
  const conceptos = await server.db
    .insert(conceptoObra)
    .values([
      {
        obraId,
        partidaId,
        orden: 1,
        clave: 'CIM-01',
        descripcion: 'Muro de concreto armado',
        unidad: 'm3',
        cantidad: '10.0000',
        precioUnitario: '2345.67',
        importe: '23456.70',
      },
      {
        obraId,
        partidaId,
        orden: 2,
        clave: 'CIM-02',
        descripcion: 'Firme de concreto',
        unidad: 'm2',
        cantidad: '100.0000',
        precioUnitario: '150.00',
        importe: '15000.00',
      },
    ])
    .returning({ id: conceptoObra.id });
  [muroId, pisoId] = conceptos.map((c) => c.id);
});
afterAll(() => server.close());

describe('an ajuste', () => {
  it('is captured with its folio, status capturado, importe to the cent and what the caller may do', async () => {
    const ajuste = await capturar(volumen({ clave: 'OTRA', precioUnitario: 1 }));
    expect(ajuste).toMatchObject({
      tipo: 'volumen',
      status: 'capturado',
      clave: 'CIM-01',
      unidad: 'm3',
      precioUnitario: 2345.67,
      cantidad: 2.5,
      // 2.5 × 2,345.67 = 5,864.175 → half up.
      importe: 5864.18,
      justificacion: 'El cliente pidio prolongar el muro',
    });
    expect(ajuste.folio).toBeGreaterThan(0);
    expect(ajuste.acciones).toMatchObject({
      autorizar: { visible: true, permitida: true },
      rechazar: { visible: true, permitida: true },
    });
    // Captured only: the concepto and the tree have not moved.
    expect(await concepto(muroId)).toMatchObject({
      importe: 23456.7,
      ajustes: { cantidad: 0, importe: 0 },
      vigente: { cantidad: 10, importe: 23456.7 },
    });
  });

  it('authorized, moves the concepto’s vigente and the tree’s subtotal and total to the cent', async () => {
    const antes = await resumen();
    const ajuste = await capturar(volumen({ cantidad: 1.005 }));
    // 1.005 × 2,345.67 = 2,357.39835 → 2,357.40.
    expect(ajuste.importe).toBe(2357.4);
    const res = await call(`${API}/${ajuste.id}/autorizar`, 'POST');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'autorizado', acciones: { autorizar: { permitida: false } } });
    expect(await concepto(muroId)).toMatchObject({
      importe: 23456.7,
      cantidad: 10,
      ajustes: { cantidad: 1.005, importe: 2357.4 },
      vigente: { cantidad: 11.005, importe: 25814.1 },
    });
    const despues = await resumen();
    expect(despues).toMatchObject({
      contratado: 38456.7,
      ajustes: antes.ajustes + 2357.4,
      total: 40814.1,
      diferencia: 1000000 - 38456.7,
    });
    expect(despues.partidas.find((p: { id: number }) => p.id === partidaId)).toMatchObject({
      contratado: 38456.7,
      subtotal: 40814.1,
    });
    await expectError(await call(`${API}/${ajuste.id}/autorizar`, 'POST'), 409, 'El ajuste ya esta autorizado..');
  });

  it('an extraordinario becomes a concepto de obra (contratado 0) only once authorized', async () => {
    const ajuste = await capturar(extraordinario());
    // 12.345 × 321.07 = 3,963.60915 → 3,963.61.
    expect(ajuste).toMatchObject({ tipo: 'extraordinario', importe: 3963.61, clave: 'EXT-001' });
    expect(ajuste.conceptoObraId).toBeUndefined();
    const deLaObra = async () => server.db.select().from(conceptoObra).where(eq(conceptoObra.clave, 'EXT-001'));
    expect(await deLaObra()).toHaveLength(0);
    const antes = await resumen();
    const autorizado = await (await call(`${API}/${ajuste.id}/autorizar`, 'POST')).json();
    const [nuevo] = await deLaObra();
    expect(nuevo).toMatchObject({ obraId, partidaId: subpartidaId, cantidad: '0.0000', importe: '0.00' });
    expect(autorizado.conceptoObraId).toBe(nuevo.id);
    const despues = await resumen();
    expect(despues.contratado).toBe(antes.contratado);
    expect(despues.total).toBe(Math.round((antes.total + 3963.61) * 100) / 100);
    const cisterna = despues.partidas.find((p: { id: number }) => p.id === subpartidaId);
    expect(cisterna).toMatchObject({ contratado: 0, subtotal: 3963.61, conceptos: 1 });
    const page = await (await call(`/api/presupuesto/obra/${obraId}/conceptos?partida=${subpartidaId}`)).json();
    expect(page.content[0]).toMatchObject({
      clave: 'EXT-001',
      importe: 0,
      ajustes: { cantidad: 12.345, importe: 3963.61 },
      vigente: { cantidad: 12.345, importe: 3963.61 },
    });
    // Its clave is taken now: a second extraordinario with it is refused.
    const otro = await call(API, 'POST', extraordinario());
    expect(otro.status).toBe(400);
    // The change is in the obra's history: the ajuste's status and the new concepto.
    const tablas = await server.db.select({ tabla: bitacora.tabla }).from(bitacora);
    expect(tablas.map((t) => t.tabla)).toEqual(expect.arrayContaining(['ajuste_presupuesto', 'concepto_obra']));
  });

  it('an avance is captured against the vigente: up to the ajustes’ cantidad, worth their importe', async () => {
    // The muro: 10 contratados and 1.005 authorized above (the test before the last).
    const avance = (cantidad: number) =>
      call(`/api/presupuesto/concepto/${muroId}/avance`, 'POST', { fecha: '2026-04-10', cantidad });
    const completo = await avance(11.005);
    expect(completo.status).toBe(200);
    expect(await completo.json()).toMatchObject({ ejecutado: 25814.1, avanceFisico: 100 });
    const excede = await avance(11.0051);
    expect(excede.status).toBe(400);
    // An extraordinario, contratado 0, has its whole cantidad from its ajuste.
    const [cisterna] = await server.db.select().from(conceptoObra).where(eq(conceptoObra.clave, 'EXT-001'));
    const res = await call(`/api/presupuesto/concepto/${cisterna.id}/avance`, 'POST', {
      fecha: '2026-04-10',
      cantidad: 12.345,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ejecutado: 3963.61, avanceFisico: 100 });
    // The dashboard divides the obra's executed, 25,814.10 + 3,963.61, by its importe vigente: ajustes included.
    expect((await resumen()).total).toBe(44777.71);
    const tablero = (await (await call('/api/obra/avance')).json()) as { id: number; avanceFisico: number | null }[];
    expect(tablero.find((o) => o.id === obraId)?.avanceFisico).toBe(66.5);
  });

  it('over the caller’s limit: 403 naming the limit and the roles that may, and nothing moves', async () => {
    const ajuste = await capturar(volumen({ conceptoObraId: pisoId, cantidad: 10 }), usuario);
    expect(ajuste.importe).toBe(1500);
    const mensaje =
      'Su limite de autorizacion es $1,000.00; pueden autorizarla: Asistente, Administrador, Superusuario';
    expect(ajuste.acciones.autorizar).toMatchObject({ visible: true, permitida: false, motivo: mensaje });
    const antes = await resumen();
    await expectError(await call(`${API}/${ajuste.id}/autorizar`, 'POST', undefined, usuario), 403, mensaje);
    expect(await resumen()).toEqual(antes);
    // A deductiva is bounded the same way: its amount, whatever its sign.
    const deductiva = await capturar(volumen({ conceptoObraId: pisoId, cantidad: -10 }), usuario);
    expect(deductiva.importe).toBe(-1500);
    await expectError(await call(`${API}/${deductiva.id}/autorizar`, 'POST', undefined, usuario), 403, mensaje);
  });

  it('rechazado moves nothing and cannot be authorized afterwards', async () => {
    const ajuste = await capturar(volumen({ conceptoObraId: pisoId, cantidad: 3 }));
    const antes = await resumen();
    const res = await call(`${API}/${ajuste.id}/rechazar`, 'POST');
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('rechazado');
    expect(await resumen()).toEqual(antes);
    await expectError(await call(`${API}/${ajuste.id}/autorizar`, 'POST'), 409, 'El ajuste ya esta rechazado..');
  });

  it('a deductiva within the concepto is authorized; one below zero answers 400', async () => {
    const ajuste = await capturar(volumen({ conceptoObraId: pisoId, cantidad: -0.5 }));
    expect(ajuste.importe).toBe(-75);
    expect((await call(`${API}/${ajuste.id}/autorizar`, 'POST')).status).toBe(200);
    expect(await concepto(pisoId)).toMatchObject({ vigente: { cantidad: 99.5, importe: 14925 } });
    const antes = await almacenados();
    const res = await call(API, 'POST', volumen({ conceptoObraId: pisoId, cantidad: -100 }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { field: 'cantidad', message: 'La deductiva excede la cantidad vigente del concepto (99.5)..' },
    ]);
    expect(await almacenados()).toBe(antes);
  });

  it('answers 400 in Spanish for bad input and stores nothing', async () => {
    const antes = await almacenados();
    const errores = async (body: Record<string, unknown>) => {
      const res = await call(API, 'POST', body);
      expect(res.status).toBe(400);
      const json = await res.json();
      return Object.fromEntries(json.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    };
    expect(await errores(volumen({ justificacion: ' \n ', tipo: 'otro', fecha: '31/02/2026' }))).toMatchObject({
      justificacion: REQUIRED_MESSAGE,
      tipo: 'Seleccione un tipo de ajuste valido..',
      fecha: 'Ingrese una fecha valida..',
    });
    expect(await errores(volumen({ justificacion: 'x'.repeat(2001) }))).toEqual({
      justificacion: 'La justificacion admite hasta 2,000 caracteres..',
    });
    expect(await errores(volumen({ conceptoObraId: undefined, cantidad: 0 }))).toEqual({
      conceptoObraId: AJUSTE.concepto,
      cantidad: AJUSTE.cantidadCero,
    });
    expect(
      await errores(
        extraordinario({ clave: ' ', descripcion: undefined, unidad: '', precioUnitario: undefined, cantidad: -1 }),
      ),
    ).toEqual({
      clave: AJUSTE.clave,
      descripcion: AJUSTE.descripcion,
      unidad: AJUSTE.unidad,
      precioUnitario: AJUSTE.precioUnitario,
      cantidad: AJUSTE.extraordinarioNegativo,
    });
    expect(await errores(extraordinario({ clave: 'CIM-01', partidaId: 999999 }))).toEqual({
      clave: 'La clave CIM-01 ya esta en el presupuesto de la obra..',
      partidaId: AJUSTE.partida,
    });
    // A concepto of another obra is no concepto of this one.
    const [suyo] = await server.db
      .insert(conceptoObra)
      .values({
        obraId: obraAjena,
        orden: 0,
        clave: 'X-1',
        descripcion: 'Ajeno',
        unidad: 'pza',
        cantidad: '1',
        precioUnitario: '1.00',
        importe: '1.00',
      })
      .returning({ id: conceptoObra.id });
    expect(await errores(volumen({ conceptoObraId: suyo.id }))).toEqual({ conceptoObraId: AJUSTE.concepto });
    expect(await almacenados()).toBe(antes);
  });

  it('on a terminado obra: capture and autorizar answer 409, nothing stored or moved', async () => {
    const ajuste = await capturar(volumen({ conceptoObraId: pisoId, cantidad: 1 }));
    await server.db.update(obra).set({ terminado: true }).where(eq(obra.id, obraId));
    try {
      const antes = await almacenados();
      await expectError(await call(API, 'POST', volumen()), 409, 'La obra esta terminada..');
      expect(await almacenados()).toBe(antes);
      await expectError(await call(`${API}/${ajuste.id}/autorizar`, 'POST'), 409, 'La obra esta terminada..');
      expect((await (await call(`${API}/${ajuste.id}`)).json()).acciones.autorizar.permitida).toBe(false);
    } finally {
      await server.db.update(obra).set({ terminado: false }).where(eq(obra.id, obraId));
    }
  });

  it('another sucursal’s obra and ajustes answer 404', async () => {
    const ajuste = await capturar(volumen({ cantidad: 1 }));
    await expectError(await call(`${API}/${ajuste.id}`, 'GET', undefined, ajeno), 404, 'Ajuste no encontrado');
    await expectError(
      await call(`${API}/${ajuste.id}/autorizar`, 'POST', undefined, ajeno),
      404,
      'Ajuste no encontrado',
    );
    await expectError(await call(`${API}?obraId=${obraId}`, 'GET', undefined, ajeno), 404, OBRA_NO_ENCONTRADA);
    const antes = await almacenados();
    await expectError(await call(API, 'POST', volumen(), ajeno), 404, OBRA_NO_ENCONTRADA);
    expect(await almacenados()).toBe(antes);
  });

  it('lists the obra’s ajustes paged, newest first, searched by clave', async () => {
    const page = await (await call(`${API}?obraId=${obraId}&toSearch=EXT-001`)).json();
    expect(page.content.map((a: { clave: string; status: string }) => [a.clave, a.status])).toEqual([
      ['EXT-001', 'autorizado'],
    ]);
    const todos = await (await call(`${API}?obraId=${obraId}&pageSize=100`)).json();
    expect(todos.totalElements).toBeGreaterThan(5);
  });

  it('a presupuesto with ajustes is not replaced by an import: 409 with the reason, its conceptos kept', async () => {
    const conceptos = async () =>
      server.db.select({ id: conceptoObra.id }).from(conceptoObra).where(eq(conceptoObra.obraId, obraId));
    const antes = await conceptos();
    expect(antes.length).toBeGreaterThan(1);
    const form = new FormData();
    form.append('confirmar', 'true');
    form.append(
      'archivo',
      new Blob(['Clave,Descripcion,Unidad,Cantidad,P.U.,Importe\nA-1,Algo,m2,1,10,10\n']),
      'p.csv',
    );
    const res = await server.request(`/api/presupuesto/obra/${obraId}/importar`, {
      method: 'POST',
      token: admin,
      body: form,
    });
    await expectError(res, 409, PRESUPUESTO_CON_AJUSTES);
    expect(await conceptos()).toEqual(antes);
  });
});
