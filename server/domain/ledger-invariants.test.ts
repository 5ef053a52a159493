/**
 * The ledger's invariants (./ledger-invariants.ts) on books kept over HTTP — a compra with its nota
 * de crédito, a gasto scheduled and paid — and on the same books with one row broken on purpose,
 * inside a transaction rolled back afterwards: each break is named in Spanish, by invariant. The
 * obra's figures too: a tampered or missing `obra_cifras` row, a document written past its trigger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { abono, cargo, compra, gasto, nomina, notaCredito, obraCifras, ordenCompra, pago } from '../db/schema';
import { startTestServer, type TestServer } from '../test-support/server';
import { tokenFor, twoSucursales } from '../modules/common/test-callers';
import { compraAplicada, subirComprobante } from '../modules/compra/test-fixtures';
import { insertProveedor } from '../modules/orden-compra/test-fixtures';
import { ledgerBreaks, obraBreaks, reviewLedger, type LedgerBreak } from './ledger-invariants';
import { insertObra } from './test-fixtures';

let server: TestServer;
let usuario: string;
let obraId: number;
/** An obra without documents: no `obra_cifras` row, which counts as zeros. */
let vacia: number;
let proveedorId: number;
let matriz: number;
let otroProveedor: number;
/** The books: ids and folios the messages name. */
let libro: {
  compra: { id: number; folio: number; cargo: number };
  nota: { id: number; folio: number; abono: number };
  gasto: { id: number; cargo: number };
  pago: { id: number; folio: number; abono: number };
};

const call = async (path: string, method: string, json?: unknown, status = 200) => {
  const res = await server.request(path, { method, token: usuario, json });
  expect(res.status, path).toBe(status);
  return res.json();
};
const chargeOf = async (tipo: 'COMPRA' | 'GASTO', documentoId: number) =>
  (
    await server.db
      .select({ id: cargo.id })
      .from(cargo)
      .where(and(eq(cargo.tipoDocumento, tipo), eq(cargo.documentoId, documentoId)))
  )[0].id;
const abonoOf = async (tipo: 'PAGO' | 'NOTA_CREDITO', referencia: number) =>
  (
    await server.db
      .select({ id: abono.id })
      .from(abono)
      .where(and(eq(abono.tipo, tipo), eq(abono.referencia, referencia)))
  )[0].id;

/** What the invariants say of the obra (and of the whole database) with `damage` done, which is then undone. */
async function breaksAfter(damage: (tx: Tx) => Promise<unknown>): Promise<string[]> {
  let found: string[] = [];
  await server.db
    .transaction(async (tx) => {
      await damage(tx);
      found = (await ledgerBreaks(tx, obraId)).map((row) => row.message);
      expect((await ledgerBreaks(tx)).map((row) => row.message)).toEqual(found);
      expect(
        (await breaksOfObra(obraId, tx)).map((row) => row.message),
        'la consulta preparada',
      ).toEqual(found);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return found;
}

/** The ledger proof's check of one obra (obraBreaks), which must say what ledgerBreaks says. */
let breaksOfObra: (obraId: number, executor?: Tx) => Promise<LedgerBreak[]>;

beforeAll(async () => {
  server = await startTestServer();
  breaksOfObra = await obraBreaks(server);
  ({ matriz } = await twoSucursales(server));
  usuario = await tokenFor(server, { username: 'libros', sucursalId: matriz });
  obraId = await insertObra(server, matriz);
  vacia = await insertObra(server, matriz);
  proveedorId = await insertProveedor(server, 'Aceros del Yaqui');
  otroProveedor = await insertProveedor(server, 'Cementos del Mayo');

  // A compra of 4,566.25 with a nota de crédito of 1,160.00: saldo 3,406.25.
  const comprada = await compraAplicada(server, usuario, obraId, proveedorId);
  const nota = await call(
    '/api/notaCredito',
    'POST',
    {
      compraId: comprada.id,
      fecha: '2025-03-10',
      folioProveedor: 'NC-1',
      notaCreditoDetalle: [{ cantidadSurtida: 1, nombre: 'Varilla', precioUnitario: 1000, tasaiva: 0.16 }],
    },
    201,
  );
  await subirComprobante(server, `/api/notaCredito/${nota.id}`, usuario);
  await call('/api/notaCredito/aplicar', 'PATCH', { id: nota.id });

  // A gasto of 1,234.56, scheduled and paid.
  const gastado = await call(
    '/api/gasto',
    'POST',
    {
      fecha: '2025-03-10',
      folio: 4512,
      formaPago: 'Efectivo',
      total: 1234.56,
      proveedor: { id: proveedorId },
      obra: { id: obraId },
    },
    201,
  );
  await subirComprobante(server, `/api/gasto/${gastado.id}`, usuario);
  await call(`/api/gasto/${gastado.id}/aplicar`, 'PATCH');
  const cargoGasto = await chargeOf('GASTO', gastado.id);
  await call(`/api/contabilidad/cargos/${cargoGasto}/calendarizarPago?fechaPago=2025-03-20&confirmar=true`, 'PUT');
  const pagado = await call(
    '/api/pago/pagos',
    'POST',
    {
      proveedorId,
      obraId,
      fecha: '2025-03-20',
      formaPago: 'Transferencia',
      pagos: [{ referenciaCargo: cargoGasto, monto: 1234.56 }],
    },
    201,
  );

  libro = {
    compra: { id: comprada.id, folio: comprada.folio, cargo: await chargeOf('COMPRA', comprada.id) },
    nota: { id: nota.id, folio: nota.folio, abono: await abonoOf('NOTA_CREDITO', nota.id) },
    gasto: { id: gastado.id, cargo: cargoGasto },
    pago: { id: pagado.id, folio: pagado.folio, abono: await abonoOf('PAGO', pagado.id) },
  };
});
afterAll(() => server.close());

describe('books kept by the server', () => {
  it('balance: no row breaks an invariant, and the review counts every charge, pago and obra', async () => {
    expect(await ledgerBreaks(server.db, obraId)).toEqual([]);
    expect(await reviewLedger(server.db)).toEqual({ breaks: [], cargos: 2, pagos: 1, obras: 2 });
  });

  it('an obra without documents has no figures row and breaks nothing', async () => {
    expect(await server.db.select().from(obraCifras).where(eq(obraCifras.obraId, vacia))).toEqual([]);
    expect(await ledgerBreaks(server.db, vacia)).toEqual([]);
  });
});

describe('a row broken on purpose', () => {
  const compraCargo = () => `Cargo ${libro.compra.cargo} (COMPRA folio ${libro.compra.folio})`;
  const gastoCargo = () => `Cargo ${libro.gasto.cargo} (GASTO folio 4512)`;

  it('a saldo that is not monto − abonos', async () => {
    expect(
      await breaksAfter((tx) => tx.update(cargo).set({ saldo: '3396.25' }).where(eq(cargo.id, libro.compra.cargo))),
    ).toEqual([`${compraCargo()}: saldo 3396.25 pero monto − abonos = 3406.25`]);
  });

  it('a saldo below 0, once the database no longer refuses it', async () => {
    expect(
      await breaksAfter(async (tx) => {
        await tx.execute(sql`ALTER TABLE cargo DROP CONSTRAINT cargo_saldo_check`);
        await tx.update(cargo).set({ saldo: '-5.00' }).where(eq(cargo.id, libro.gasto.cargo));
      }),
    ).toEqual([
      `${gastoCargo()}: saldo -5.00 pero monto − abonos = 0.00`,
      `${gastoCargo()}: saldo -5.00 fuera de 0 a su monto 1234.56`,
    ]);
  });

  it('a charge paid twice: its saldo, its abonos above its monto and the pago’s total', async () => {
    expect(
      await breaksAfter((tx) =>
        tx.insert(abono).values({
          cargoId: libro.gasto.cargo,
          fecha: '2025-03-21',
          monto: '1234.56',
          tipo: 'PAGO',
          referencia: libro.pago.id,
        }),
      ),
    ).toEqual([
      `${gastoCargo()}: saldo 0.00 pero monto − abonos = -1234.56`,
      `${gastoCargo()}: sus abonos suman 2469.12, mas que su monto 1234.56 (pagado de mas)`,
      `Pago ${libro.pago.id} (folio ${libro.pago.folio}): total 1234.56 pero sus abonos suman 2469.12`,
    ]);
  });

  it('a pago whose total is not its abonos', async () => {
    expect(
      await breaksAfter((tx) => tx.update(pago).set({ total: '1235.56' }).where(eq(pago.id, libro.pago.id))),
    ).toEqual([`Pago ${libro.pago.id} (folio ${libro.pago.folio}): total 1235.56 pero sus abonos suman 1234.56`]);
  });

  it('an abono of a pago that does not exist', async () => {
    let abonoId = 0;
    const found = await breaksAfter(async (tx) => {
      const [row] = await tx
        .insert(abono)
        .values({ cargoId: libro.compra.cargo, fecha: '2025-03-21', monto: '100.00', tipo: 'PAGO', referencia: 999999 })
        .returning({ id: abono.id });
      abonoId = row.id;
    });
    expect(found).toEqual([
      `${compraCargo()}: saldo 3406.25 pero monto − abonos = 3306.25`,
      `Abono ${abonoId} del cargo ${libro.compra.cargo} (COMPRA folio ${libro.compra.folio}): el pago 999999 no existe o es de otro proveedor u obra`,
    ]);
  });

  it('a charge of another proveedor than its document and its pago', async () => {
    expect(
      await breaksAfter((tx) =>
        tx.update(cargo).set({ proveedorId: otroProveedor }).where(eq(cargo.id, libro.gasto.cargo)),
      ),
    ).toEqual([
      `Abono ${libro.pago.abono} del cargo ${libro.gasto.cargo} (GASTO folio 4512): el pago ${libro.pago.id} no existe o es de otro proveedor u obra`,
      `${gastoCargo()}: su documento ${libro.gasto.id} es de otra obra o de otro proveedor`,
    ]);
  });

  it('a compra no longer applied: its charge has no applied document and the obra’s actuals differ', async () => {
    expect(
      await breaksAfter((tx) => tx.update(compra).set({ status: 'creado' }).where(eq(compra.id, libro.compra.id))),
    ).toEqual([
      `${compraCargo()}: su documento ${libro.compra.id} no existe o no esta aplicado`,
      `Obra ${obraId}: compras − notas de credito + gastos aplicados = 74.56 pero cargos − abonos de notas de credito = 4640.81`,
    ]);
  });

  it('a gasto whose total is not its charge’s monto', async () => {
    expect(
      await breaksAfter((tx) => tx.update(gasto).set({ total: '1235.56' }).where(eq(gasto.id, libro.gasto.id))),
    ).toEqual([
      `${gastoCargo()}: monto 1234.56 pero su documento ${libro.gasto.id} suma 1235.56`,
      `Obra ${obraId}: compras − notas de credito + gastos aplicados = 4641.81 pero cargos − abonos de notas de credito = 4640.81`,
    ]);
  });

  it('an applied gasto without its charge', async () => {
    expect(
      await breaksAfter((tx) => tx.update(cargo).set({ documentoId: 999999 }).where(eq(cargo.id, libro.gasto.cargo))),
    ).toEqual([
      `${gastoCargo()}: su documento 999999 no existe o no esta aplicado`,
      `Gasto ${libro.gasto.id} (folio 4512): aplicado pero sin cargo`,
    ]);
  });

  it('a nota de crédito no longer applied whose abono stays', async () => {
    expect(
      await breaksAfter((tx) =>
        tx.update(notaCredito).set({ status: 'creado' }).where(eq(notaCredito.id, libro.nota.id)),
      ),
    ).toEqual([
      `Abono ${libro.nota.abono} del cargo ${libro.compra.cargo} (COMPRA folio ${libro.compra.folio}): la nota de credito ${libro.nota.id} no existe, no esta aplicada o es de otra compra`,
      `Nota de credito ${libro.nota.id} (folio ${libro.nota.folio}): debe abonar 0.00 al cargo de su compra pero abona 1160.00 (1160.00 en total)`,
      `Obra ${obraId}: compras − notas de credito + gastos aplicados = 5800.81 pero cargos − abonos de notas de credito = 4640.81`,
    ]);
  });
});

describe('obra figures that are not its documents', () => {
  const cifra = (nombre: string, guardada: string, documentos: string) =>
    `Obra ${obraId}: sus cifras dicen ${nombre} ${guardada} pero sus documentos suman ${documentos}`;

  it('a figure changed by hand is named with what the documents add up to', async () => {
    expect(
      await breaksAfter((tx) =>
        tx.update(obraCifras).set({ comprometido: '1.00', cobrado: '0.01' }).where(eq(obraCifras.obraId, obraId)),
      ),
    ).toEqual([cifra('cobrado', '0.01', '0.00'), cifra('comprometido', '1.00', '0.00')]);
  });

  it('a figures row deleted counts as zeros: every figure the documents have is named', async () => {
    expect(await breaksAfter((tx) => tx.delete(obraCifras).where(eq(obraCifras.obraId, obraId)))).toEqual([
      cifra('compras aplicadas', '0.00', '4566.25'),
      cifra('gastos aplicados', '0.00', '1234.56'),
      cifra('notas de credito aplicadas', '0.00', '1160.00'),
    ]);
  });

  it('documents written with the figures’ triggers off: an authorized order is committed, a nómina spent', async () => {
    expect(
      await breaksAfter(async (tx) => {
        await tx.execute(sql`ALTER TABLE orden_compra DISABLE TRIGGER obra_cifras`);
        await tx.execute(sql`ALTER TABLE nomina DISABLE TRIGGER obra_cifras`);
        await tx.insert(ordenCompra).values({
          folio: 900,
          fecha: '2025-03-12',
          proveedorId,
          status: 'autorizado',
          subTotal: '431.03',
          iva: '68.97',
          total: '500.00',
          obraId,
          sucursalId: matriz,
        });
        await tx
          .insert(nomina)
          .values({ folio: 900, semana: 9, total: '48250.75', status: 'creado', obraId, sucursalId: matriz });
      }),
    ).toEqual([cifra('comprometido', '0.00', '500.00'), cifra('nominas', '0.00', '48250.75')]);
  });
});
