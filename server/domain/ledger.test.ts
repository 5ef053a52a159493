import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { abono, cargo, proveedor } from '../db/schema';
import type { Tx } from '../db/client';
import { inTransaction } from '../db/tx';
import { startTestServer, type TestServer } from '../test-support/server';
import { twoSucursales } from '../modules/common/test-callers';
import { insertObra } from './test-fixtures';
import {
  ABONO_NO_POSITIVO,
  CARGO_NO_ENCONTRADO,
  CARGO_PAGADO,
  abonoExcedido,
  cargoDuplicado,
  chargeOf,
  openCharge,
  recordAbono,
  schedule,
  unschedule,
  type AbonoEntry,
  type ChargeOpening,
} from './ledger';

let server: TestServer;
let obra: { id: number; sucursalId: number };
let aCredito: number;
let deContado: number;
let documentos = 0;

async function insertProveedor(nombre: string, credito: { esCredito: boolean; diasCredito?: number }): Promise<number> {
  const [row] = await server.db
    .insert(proveedor)
    .values({
      nombre,
      direccion: 'Calle 1, Hermosillo',
      rfc: 'XAXX010101000',
      telefono: '662 100 2000',
      correo: 'ventas@proveedor.mx',
      ...credito,
    })
    .returning({ id: proveedor.id });
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  const { matriz } = await twoSucursales(server);
  obra = { id: await insertObra(server, matriz), sucursalId: matriz };
  aCredito = await insertProveedor('Aceros a Credito', { esCredito: true, diasCredito: 30 });
  // Días de crédito left over from when it sold on credit: they no longer count.
  deContado = await insertProveedor('Cementos de Contado', { esCredito: false, diasCredito: 15 });
});
afterAll(() => server.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await server.db.execute(query)) as unknown as { rows: unknown[] }).rows;

/** The ledger's invariants over every charge, checked in SQL on the stored numerics (no floats). */
afterEach(async () => {
  const broken = await rowsOf(sql`
    SELECT c.id FROM cargo c LEFT JOIN abono a ON a.cargo_id = c.id
     GROUP BY c.id
    HAVING c.saldo <> c.monto - coalesce(sum(a.monto), 0) OR c.saldo < 0 OR c.saldo > c.monto`);
  expect(broken).toEqual([]);
  expect(await rowsOf(sql`SELECT tipo_documento, documento_id FROM cargo GROUP BY 1, 2 HAVING count(*) > 1`)).toEqual(
    [],
  );
});

const tx = <T>(work: (tx: Tx) => Promise<T>) => inTransaction(server.db, null, work);

const compra = (monto: bigint, changes: Partial<ChargeOpening> = {}): ChargeOpening => {
  documentos += 1;
  return {
    tipoDocumento: 'COMPRA',
    documentoId: documentos,
    folioDocumento: documentos,
    fecha: '2025-01-31',
    proveedorId: aCredito,
    obra,
    monto,
    ...changes,
  };
};
const open = (opening: ChargeOpening) => tx((t) => openCharge(t, opening));
const pay = (cargoId: number, monto: bigint, tipo: AbonoEntry['tipo'] = 'PAGO') =>
  tx((t) => recordAbono(t, { cargoId, monto, tipo, fecha: '2025-02-15', referencia: 1 }));
const stored = async (cargoId: number) => (await server.db.select().from(cargo).where(eq(cargo.id, cargoId)))[0];
const abonosOf = (cargoId: number) => server.db.select().from(abono).where(eq(abono.cargoId, cargoId));

describe('opening a charge', () => {
  it('stores it unauthorized, saldo = monto, payable after the proveedor’s días de crédito', async () => {
    const opened = await open(compra(1234567n));
    expect(opened).toMatchObject({
      monto: '12345.67',
      saldo: '12345.67',
      fecha: '2025-01-31',
      promesaPago: '2025-03-02',
    });
    expect(opened).toMatchObject({ autorizado: false, fechaPago: null, obraId: obra.id, sucursalId: obra.sucursalId });
    expect(await tx((t) => chargeOf(t, 'COMPRA', opened.documentoId))).toEqual(opened);
  });

  it('is payable on its own date when the proveedor does not sell on credit', async () => {
    expect((await open(compra(5000n, { proveedorId: deContado }))).promesaPago).toBe('2025-01-31');
  });

  it('answers 409 for a document that has one, and keeps the first', async () => {
    const first = compra(10000n);
    const opened = await open(first);
    await expect(open({ ...first, monto: 99900n })).rejects.toMatchObject({
      statusCode: 409,
      message: cargoDuplicado('COMPRA', first.folioDocumento),
    });
    expect(cargoDuplicado('COMPRA', 7)).toBe('La compra 7 ya tiene un cargo..');
    expect(await tx((t) => chargeOf(t, 'COMPRA', first.documentoId))).toEqual(opened);
  });

  it('counts documents per type: a gasto and a compra with the same id each have one', async () => {
    const deCompra = await open(compra(100n));
    const deGasto = await open({ ...compra(200n), tipoDocumento: 'GASTO', documentoId: deCompra.documentoId });
    expect(deGasto.id).not.toBe(deCompra.id);
    expect(await tx((t) => chargeOf(t, 'GASTO', deCompra.documentoId))).toEqual(deGasto);
    expect(await tx((t) => chargeOf(t, 'GASTO', -1))).toBeUndefined();
  });
});

describe('abonos', () => {
  it('lower the saldo by each amount, to the cent, down to 0', async () => {
    const { id } = await open(compra(100000n));
    const nota = await pay(id, 33333n, 'NOTA_CREDITO');
    expect(nota.cargo.saldo).toBe('666.67');
    expect(nota.abono).toMatchObject({ cargoId: id, monto: '333.33', tipo: 'NOTA_CREDITO', fecha: '2025-02-15' });
    expect((await pay(id, 66667n)).cargo.saldo).toBe('0.00');
    expect((await abonosOf(id)).map((a) => a.monto)).toEqual(['333.33', '666.67']);
  });

  it('refuse an amount above the saldo and change nothing', async () => {
    const { id, folioDocumento } = await open(compra(5000n));
    await pay(id, 2000n);
    await expect(pay(id, 3001n)).rejects.toMatchObject({
      statusCode: 409,
      message: abonoExcedido(folioDocumento, 3000n),
    });
    expect(abonoExcedido(12, 3000n)).toBe('El abono excede el saldo del folio 12: $30.00..');
    expect((await stored(id)).saldo).toBe('30.00');
    expect(await abonosOf(id)).toHaveLength(1);
  });

  it('refuse a missing charge (409) and an amount that is not positive (400)', async () => {
    await expect(pay(-1, 100n)).rejects.toMatchObject({ statusCode: 409, message: CARGO_NO_ENCONTRADO });
    const { id } = await open(compra(5000n));
    await expect(pay(id, 0n)).rejects.toMatchObject({ statusCode: 400, message: ABONO_NO_POSITIVO });
    expect(await abonosOf(id)).toHaveLength(0);
  });

  it('roll back with the caller’s transaction', async () => {
    const { id } = await open(compra(5000n));
    const failed = tx(async (t) => {
      await recordAbono(t, { cargoId: id, monto: 1000n, tipo: 'PAGO', fecha: '2025-02-15', referencia: 9 });
      throw new Error('el pago falla despues del abono');
    });
    await expect(failed).rejects.toThrow('el pago falla');
    expect((await stored(id)).saldo).toBe('50.00');
    expect(await abonosOf(id)).toHaveLength(0);
  });

  it('never drive the saldo below 0 when they arrive together: only those that fit are recorded', async () => {
    const { id } = await open(compra(10000n));
    // Ten abonos of $30.00 at once on $100.00: three fit, seven are refused.
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => pay(id, 3000n)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as { statusCode: number }).statusCode)).toEqual(Array(7).fill(409));
    expect((await stored(id)).saldo).toBe('10.00');
    expect(await abonosOf(id)).toHaveLength(3);
  });
});

describe('the database itself', () => {
  it('refuses a saldo outside 0..monto and a second charge of a document, whatever code writes', async () => {
    const opening = compra(5000n);
    const { id } = await open(opening);
    await expect(server.db.update(cargo).set({ saldo: '50.01' }).where(eq(cargo.id, id))).rejects.toThrow();
    await expect(server.db.update(cargo).set({ saldo: '-0.01' }).where(eq(cargo.id, id))).rejects.toThrow();
    const { obra: o, ...document } = opening;
    const duplicate = {
      ...document,
      monto: '1.00',
      obraId: o.id,
      sucursalId: o.sucursalId,
      saldo: '1.00',
      promesaPago: '2025-01-31',
    };
    await expect(server.db.insert(cargo).values(duplicate)).rejects.toThrow();
    expect((await stored(id)).saldo).toBe('50.00');
  });
});

describe('scheduling a payment', () => {
  it('authorizes the charge with its date, and unscheduling returns it to unauthorized', async () => {
    const { id } = await open(compra(5000n));
    expect(await tx((t) => schedule(t, id, '2025-03-10'))).toMatchObject({
      id,
      autorizado: true,
      fechaPago: '2025-03-10',
    });
    expect(await tx((t) => schedule(t, id, '2025-03-17'))).toMatchObject({ autorizado: true, fechaPago: '2025-03-17' });
    expect(await tx((t) => unschedule(t, id))).toMatchObject({
      id,
      autorizado: false,
      fechaPago: null,
      saldo: '50.00',
    });
  });

  it('answers 409 for a paid charge and for a missing one, changing nothing', async () => {
    const { id } = await open(compra(5000n));
    await tx((t) => schedule(t, id, '2025-03-10'));
    await pay(id, 5000n);
    await expect(tx((t) => unschedule(t, id))).rejects.toMatchObject({ statusCode: 409, message: CARGO_PAGADO });
    await expect(tx((t) => schedule(t, id, '2025-04-01'))).rejects.toMatchObject({
      statusCode: 409,
      message: CARGO_PAGADO,
    });
    expect(await stored(id)).toMatchObject({ autorizado: true, fechaPago: '2025-03-10', saldo: '0.00' });
    await expect(tx((t) => schedule(t, -1, '2025-04-01'))).rejects.toMatchObject({
      statusCode: 409,
      message: CARGO_NO_ENCONTRADO,
    });
  });
});
