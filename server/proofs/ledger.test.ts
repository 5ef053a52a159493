/**
 * The books always balance (README "Proofs"): fast-check runs random sequences of every money
 * operation over HTTP against a plain in-memory model of the obra's charges, abonos and pagos —
 * orden de compra (create, autorizar, generar compra), compra (create, comprobante + aplicar),
 * nota de crédito (create, comprobante + aplicar), gasto (create + comprobante + aplicar),
 * calendarizar, descalendarizar, pagar, and pairs at once (two payments of overlapping charges; a
 * payment while one of its charges is descalendarizado). Each sequence works in a fresh obra of one
 * server, which starts with up to three applied gastos. After every command the ledger's invariants
 * (server/domain/ledger-invariants.ts) hold for the obra — its figures in `obra_cifras`, kept by
 * triggers, among them — and its charges, abonos and pagos are the model's; an operation the model refuses
 * answers its 4xx with its Spanish message and writes no row (the bitácora's audit rows).
 * `npm test` runs LEDGER_RUNS=1000 sequences by default; `npm run verify:ledger` runs 10,000; the
 * report names the run's LEDGER_SEED, which replays it.
 */
import fc from 'fast-check';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPROBANTE_ADJUNTO, COMPROBANTE_REQUERIDO, faltanCampos } from '../../schemas/lifecycle';
import { centsToText, toCents } from '../../schemas/money';
import { compraConNota, compraYaGenerada } from '../../schemas/purchasing';
import { abono, cargo, gasto, pago, type TipoAbono, type TipoDocumentoCargo } from '../db/schema';
import { inTransaction } from '../db/tx';
import { abonoExcedido, CARGO_PAGADO, openCharge, schedule } from '../domain/ledger';
import { obraBreaks, type LedgerBreak } from '../domain/ledger-invariants';
import { cargoDeOtroProveedor, cargoNoAutorizado, cargoYaPagado, montoNoEsSaldo } from '../domain/payables';
import { insertObra } from '../domain/test-fixtures';
import { tokenFor, twoSucursales } from '../modules/common/test-callers';
import { subirComprobante } from '../modules/compra/test-fixtures';
import { notaExcedeSaldo } from '../modules/nota-credito/rules';
import { insertProveedor } from '../modules/orden-compra/test-fixtures';
import { answerOf, expectAnswer, lastChange, pick, times, type Answer } from '../test-support/model-test';
import { startTestServer, type TestServer } from '../test-support/server';

const RUNS = Number(process.env.LEDGER_RUNS ?? 1000);
// Chosen here rather than by fast-check so that the report names it even when a hook fails.
const SEED = process.env.LEDGER_SEED ? Number(process.env.LEDGER_SEED) : Math.floor(Math.random() * 2 ** 31);
const MAX_COMMANDS = 10;

// The lifecycle's 409s, as users read them (schemas: x-lifecycle).
const ORDEN_AUTORIZADA = 'La orden de compra ya esta autorizada..';
const ORDEN_NO_AUTORIZADA = 'La orden de compra no esta autorizada..';
const COMPRA_APLICADA = 'La compra ya esta aplicada..';
const COMPRA_NO_APLICADA = 'La compra no esta aplicada..';
const NOTA_APLICADA = 'La nota de credito ya esta aplicada..';
const GASTO_APLICADO = 'El gasto ya esta aplicado..';

let server: TestServer;
/** ledgerBreaks of one obra, planned once for the whole run. */
let breaksOf: (obraId: number) => Promise<LedgerBreak[]>;
let token: string;
let sucursalId: number;
let proveedores: number[];
// A proveedor's folio is registered once: each compra of the run has its own.
let foliosProveedor = 1000;
/** Per command: how often it ran and how often the model expected a refusal. */
const tally = new Map<string, { runs: number; refused: number }>();
/** Payments stored, by how many charges each paid. */
const paidByCharges = new Map<number, number>();

beforeAll(async () => {
  server = await startTestServer();
  breaksOf = await obraBreaks(server);
  sucursalId = (await twoSucursales(server)).matriz;
  token = await tokenFor(server, { username: 'libros', sucursalId });
  proveedores = [await insertProveedor(server, 'Aceros del Yaqui'), await insertProveedor(server, 'Cementos del Mayo')];
});
afterAll(async () => {
  const counts = Object.fromEntries([...tally].map(([name, { runs, refused }]) => [name, `${runs}/${refused}`]));
  // The report of the run (npm run verify:ledger); warn reaches the console in every reporter.
  const pagos = Object.fromEntries([...paidByCharges].sort(([a], [b]) => a - b));
  console.warn(
    `ledger: ${RUNS} secuencias; comandos (corridas/rechazos) ${JSON.stringify(counts)}; ` +
      `pagos por numero de cargos ${JSON.stringify(pagos)} (LEDGER_SEED=${SEED})`,
  );
  await server?.close();
});

// ---- The model: amounts in integer cents, proveedores by index. ----

interface Linea {
  cantidad: number;
  /** precioUnitario in cents. */
  precio: number;
  iva: boolean;
}
interface Orden {
  id: number;
  folio: number;
  proveedor: number;
  total: number;
  autorizada: boolean;
  compraFolio?: number;
}
interface Compra {
  id: number;
  folio: number;
  proveedor: number;
  total: number;
  comprobante: boolean;
  /** A generated compra has none until the office captures it; aplicar needs it. */
  folioProveedor: boolean;
  aplicada: boolean;
  conNota: boolean;
}
interface Nota {
  id: number;
  compra: Compra;
  total: number;
  comprobante: boolean;
  aplicada: boolean;
}
interface Gasto {
  id: number;
  folio: number;
  proveedor: number;
  total: number;
  comprobante: boolean;
  aplicado: boolean;
}
interface Cargo {
  id: number;
  tipo: TipoDocumentoCargo;
  documentoId: number;
  folio: number;
  proveedor: number;
  monto: number;
  saldo: number;
  autorizado: boolean;
  fechaPago: string | null;
}
interface Abono {
  cargo: number;
  tipo: TipoAbono;
  referencia: number;
  monto: number;
}
interface Pago {
  id: number;
  proveedor: number;
  total: number;
}
interface Model {
  ordenes: Orden[];
  compras: Compra[];
  notas: Nota[];
  gastos: Gasto[];
  cargos: Cargo[];
  abonos: Abono[];
  pagos: Pago[];
}
interface Real {
  obraId: number;
}

const emptyModel = (): Model => ({
  ordenes: [],
  compras: [],
  notas: [],
  gastos: [],
  cargos: [],
  abonos: [],
  pagos: [],
});

/** An applied gasto the obra starts with: its charge, scheduled when `fechaPago`. */
interface GastoInicial {
  proveedor: number;
  total: number;
  fechaPago: string | null;
}

/**
 * The obra's books before the first command: applied gastos and their charges written by the
 * ledger's own functions in one transaction, without HTTP — so that a short sequence finds several
 * charges of a proveedor to schedule and pay together.
 */
async function openingBooks(obraId: number, iniciales: GastoInicial[]): Promise<Model> {
  const m = emptyModel();
  await inTransaction(server.db, null, async (tx) => {
    for (const [i, { proveedor, total, fechaPago }] of iniciales.entries()) {
      const [row] = await tx
        .insert(gasto)
        .values({
          status: 'aplicado',
          obraId,
          sucursalId,
          folio: 90_001 + i,
          fecha: '2025-03-01',
          formaPago: 'Efectivo',
          total: centsToText(BigInt(total)),
          proveedorId: proveedores[proveedor],
        })
        .returning();
      const charge = await openCharge(tx, {
        tipoDocumento: 'GASTO',
        documentoId: row.id,
        folioDocumento: row.folio,
        fecha: row.fecha,
        proveedorId: row.proveedorId,
        obra: { id: obraId, sucursalId },
        monto: BigInt(total),
      });
      if (fechaPago) await schedule(tx, charge.id, fechaPago);
      m.gastos.push({ id: row.id, folio: row.folio, proveedor, total, comprobante: true, aplicado: true });
      m.cargos.push({
        id: charge.id,
        tipo: 'GASTO',
        documentoId: row.id,
        folio: row.folio,
        proveedor,
        monto: total,
        saldo: total,
        autorizado: fechaPago !== null,
        fechaPago,
      });
    }
  });
  return m;
}

/** The document total of one line, as docs/domain.md defines it: importe + IVA at 16 % rounded half up to the cent. */
const totalOf = ({ cantidad, precio, iva }: Linea) => {
  const importe = cantidad * precio;
  return importe + (iva ? Math.floor((importe * 16 + 50) / 100) : 0);
};
const money = (cents: number) => cents / 100;
const cents = (text: string) => Number(toCents(text));
const distinct = <T extends { id: number }>(list: T[]) =>
  list.filter((x, i) => list.findIndex((y) => y.id === x.id) === i);
const chargeOf = (m: Model, tipo: TipoDocumentoCargo, documentoId: number) =>
  m.cargos.find((c) => c.tipo === tipo && c.documentoId === documentoId)!;
const openCharges = (m: Readonly<Model>) => m.cargos.filter((c) => c.autorizado && c.saldo > 0);

// ---- The real system: HTTP as the browser sends it. ----

const send = (path: string, method = 'GET', json?: unknown): Promise<Answer> =>
  server.request(path, { method, token, json }).then(answerOf);
const upload = (path: string): Promise<Answer> => subirComprobante(server, path, token).then(answerOf);

/** A request the model refuses: its status and Spanish message, and no row written. */
async function expectRefused(name: string, request: () => Promise<Answer>, status: number, message: string) {
  tally.get(name)!.refused += 1;
  const before = await lastChange(server.db);
  const answer = await request();
  expect([answer.status, answer.body.message], name).toEqual([status, message]);
  expect(await lastChange(server.db), `${name} no escribe nada`).toBe(before);
}

async function chargeId(tipo: TipoDocumentoCargo, documentoId: number): Promise<number> {
  const [row] = await server.db
    .select({ id: cargo.id })
    .from(cargo)
    .where(and(eq(cargo.tipoDocumento, tipo), eq(cargo.documentoId, documentoId)));
  return row.id;
}

/** After every command: the invariants hold for the obra, and its ledger is the model's. */
async function verify(m: Model, r: Real) {
  expect((await breaksOf(r.obraId)).map((row) => row.message)).toEqual([]);
  const cargos = await server.db.select().from(cargo).where(eq(cargo.obraId, r.obraId)).orderBy(asc(cargo.id));
  expect(
    cargos.map((c) => ({
      id: c.id,
      tipo: c.tipoDocumento,
      documentoId: c.documentoId,
      folio: c.folioDocumento,
      proveedor: proveedores.indexOf(c.proveedorId),
      monto: cents(c.monto),
      saldo: cents(c.saldo),
      autorizado: c.autorizado,
      fechaPago: c.fechaPago,
    })),
  ).toEqual([...m.cargos].sort((a, b) => a.id - b.id));
  const pagos = await server.db.select().from(pago).where(eq(pago.obraId, r.obraId)).orderBy(asc(pago.id));
  expect(
    pagos.map((p) => ({ id: p.id, proveedor: proveedores.indexOf(p.proveedorId), total: cents(p.total) })),
  ).toEqual([...m.pagos].sort((a, b) => a.id - b.id));
  const abonos = await server.db
    .select({ abono })
    .from(abono)
    .innerJoin(cargo, eq(cargo.id, abono.cargoId))
    .where(eq(cargo.obraId, r.obraId))
    .orderBy(asc(abono.cargoId), asc(abono.tipo), asc(abono.referencia));
  const byKey = (a: Abono, b: Abono) =>
    a.cargo - b.cargo || a.tipo.localeCompare(b.tipo) || a.referencia - b.referencia;
  expect(
    abonos.map(({ abono: a }) => ({ cargo: a.cargoId, tipo: a.tipo, referencia: a.referencia, monto: cents(a.monto) })),
  ).toEqual([...m.abonos].sort(byKey));
}

/** The model's side of the books: what `verify` compares. */
const ledgerOf = (m: Model) => JSON.stringify([m.cargos, m.pagos, m.abonos]);

abstract class Step implements fc.AsyncCommand<Model, Real> {
  abstract check(m: Readonly<Model>): boolean;
  protected abstract act(m: Model, r: Real): Promise<void>;
  abstract toString(): string;

  async run(m: Model, r: Real) {
    const name = this.constructor.name;
    if (!tally.has(name)) tally.set(name, { runs: 0, refused: 0 });
    tally.get(name)!.runs += 1;
    const before = ledgerOf(m);
    await this.act(m, r);
    // The books are read again when the model says they moved; a step that should leave them (an
    // order, a refusal: expectRefused proves it writes nothing) is caught by the next reading or by
    // the one that ends every sequence.
    if (ledgerOf(m) !== before) await verify(m, r);
  }

  /** A request the model refuses, counted as this command's. */
  refused(request: () => Promise<Answer>, status: number, message: string) {
    return expectRefused(this.constructor.name, request, status, message);
  }
}

// ---- Documents. ----

const lineaOrden = ({ cantidad, precio, iva }: Linea) => ({
  cantidad,
  descripcion: 'Varilla corrugada 3/8',
  unidadMedida: 'pza',
  precioUnitario: money(precio),
  tasaiva: iva ? 0.16 : 0,
});
const lineaCompra = ({ cantidad, precio, iva }: Linea) => ({
  cantidadSurtida: cantidad,
  nombre: 'Varilla corrugada 3/8',
  unidadMedida: 'pza',
  precioUnitario: money(precio),
  tasaiva: iva ? 0.16 : 0,
});

class CrearOrden extends Step {
  constructor(
    readonly proveedor: number,
    readonly linea: Linea,
  ) {
    super();
  }
  check() {
    return true;
  }
  async act(m: Model, r: Real) {
    const body = expectAnswer(
      await send('/api/ordenCompra', 'POST', {
        fecha: '2025-03-03',
        proveedor: { id: proveedores[this.proveedor] },
        obra: { id: r.obraId },
        ordenCompraDetalles: [lineaOrden(this.linea)],
      }),
      201,
      'orden',
    );
    const total = totalOf(this.linea);
    expect(body.total).toBe(money(total));
    m.ordenes.push({
      id: body.id as number,
      folio: body.folio as number,
      proveedor: this.proveedor,
      total,
      autorizada: false,
    });
  }
  toString() {
    return `CrearOrden(${this.proveedor}, ${JSON.stringify(this.linea)})`;
  }
}

class AutorizarOrden extends Step {
  constructor(readonly n: number) {
    super();
  }
  check(m: Readonly<Model>) {
    return m.ordenes.length > 0;
  }
  async act(m: Model) {
    const orden = pick(m.ordenes, this.n);
    const autorizar = () => send(`/api/ordenCompra/${orden.id}/autorizar`, 'POST');
    if (orden.autorizada) return this.refused(autorizar, 409, ORDEN_AUTORIZADA);
    expect(expectAnswer(await autorizar(), 200, 'autorizar').status).toBe('autorizado');
    orden.autorizada = true;
  }
  toString() {
    return `AutorizarOrden(${this.n})`;
  }
}

/** A compra from an authorized orden; with `capturar`, the office then edits in the proveedor's folio. */
class GenerarCompra extends Step {
  constructor(
    readonly n: number,
    readonly capturar: boolean,
  ) {
    super();
  }
  check(m: Readonly<Model>) {
    return m.ordenes.length > 0;
  }
  async act(m: Model) {
    const orden = pick(m.ordenes, this.n);
    const generar = () => send(`/api/compra/ordenCompra/${orden.id}`, 'POST');
    if (!orden.autorizada) return this.refused(generar, 409, ORDEN_NO_AUTORIZADA);
    if (orden.compraFolio !== undefined) {
      return this.refused(generar, 409, compraYaGenerada(orden.folio, orden.compraFolio));
    }
    const body = expectAnswer(await generar(), 201, 'generar');
    expect(body.total).toBe(money(orden.total));
    orden.compraFolio = body.folio as number;
    if (this.capturar) {
      const { acciones: _acciones, ...editable } = expectAnswer(await send(`/api/compra/${body.id}`), 200, 'leer');
      const folioProveedor = `FAC-${++foliosProveedor}`;
      expectAnswer(await send('/api/compra', 'PUT', { ...editable, folioProveedor }), 200, 'capturar folio');
    }
    m.compras.push({
      id: body.id as number,
      folio: body.folio as number,
      proveedor: orden.proveedor,
      total: orden.total,
      comprobante: false,
      folioProveedor: this.capturar,
      aplicada: false,
      conNota: false,
    });
  }
  toString() {
    return `GenerarCompra(${this.n}, ${this.capturar})`;
  }
}

/** A compra entered directly; with `aplicar`, its comprobante and aplicar follow at once. */
class CrearCompra extends Step {
  constructor(
    readonly proveedor: number,
    readonly linea: Linea,
    readonly aplicar: boolean,
  ) {
    super();
  }
  check() {
    return true;
  }
  async act(m: Model, r: Real) {
    const body = expectAnswer(
      await send('/api/compra', 'POST', {
        folioProveedor: `FAC-${++foliosProveedor}`,
        fecha: '2025-03-04',
        proveedor: { id: proveedores[this.proveedor] },
        obra: { id: r.obraId },
        compraDetalle: [lineaCompra(this.linea)],
      }),
      201,
      'compra',
    );
    const total = totalOf(this.linea);
    expect(body.total).toBe(money(total));
    const compra = {
      id: body.id as number,
      folio: body.folio as number,
      proveedor: this.proveedor,
      total,
      comprobante: false,
      folioProveedor: true,
      aplicada: false,
      conNota: false,
    };
    m.compras.push(compra);
    if (this.aplicar) await aplicarCompra(this, m, compra, true);
  }
  toString() {
    return `CrearCompra(${this.proveedor}, ${JSON.stringify(this.linea)}, ${this.aplicar})`;
  }
}

/** Comprobante (when `adjuntar`) and aplicar of a compra: its charge opens, unauthorized, saldo = total. */
async function aplicarCompra(step: Step, m: Model, compra: Compra, adjuntar: boolean) {
  const aplicar = () => send(`/api/compra/${compra.id}/aplicar`, 'POST');
  if (compra.aplicada) {
    if (adjuntar) await step.refused(() => upload(`/api/compra/${compra.id}`), 409, COMPRA_APLICADA);
    return step.refused(aplicar, 409, COMPRA_APLICADA);
  }
  if (adjuntar) {
    expectAnswer(await upload(`/api/compra/${compra.id}`), 200, 'comprobante de compra');
    compra.comprobante = true;
  }
  if (!compra.comprobante) return step.refused(aplicar, 409, COMPROBANTE_REQUERIDO);
  if (!compra.folioProveedor) return step.refused(aplicar, 409, faltanCampos(['Folio Proveedor']));
  const body = expectAnswer(await aplicar(), 200, 'aplicar compra');
  expect([body.status, body.saldo]).toEqual(['aplicado', money(compra.total)]);
  compra.aplicada = true;
  m.cargos.push({
    id: await chargeId('COMPRA', compra.id),
    tipo: 'COMPRA',
    documentoId: compra.id,
    folio: compra.folio,
    proveedor: compra.proveedor,
    monto: compra.total,
    saldo: compra.total,
    autorizado: false,
    fechaPago: null,
  });
}

class AplicarCompra extends Step {
  constructor(
    readonly n: number,
    readonly adjuntar: boolean,
  ) {
    super();
  }
  check(m: Readonly<Model>) {
    return m.compras.length > 0;
  }
  act(m: Model) {
    return aplicarCompra(this, m, pick(m.compras, this.n), this.adjuntar);
  }
  toString() {
    return `AplicarCompra(${this.n}, ${this.adjuntar})`;
  }
}

/** Comprobante (when `adjuntar`) and aplicar of a nota: an abono NOTA_CREDITO of its total on its compra's charge. */
async function aplicarNota(step: Step, m: Model, nota: Nota, adjuntar: boolean) {
  const aplicar = () => send('/api/notaCredito/aplicar', 'PATCH', { id: nota.id });
  if (nota.aplicada) {
    if (adjuntar) await step.refused(() => upload(`/api/notaCredito/${nota.id}`), 409, NOTA_APLICADA);
    return step.refused(aplicar, 409, NOTA_APLICADA);
  }
  if (adjuntar) {
    expectAnswer(await upload(`/api/notaCredito/${nota.id}`), 200, 'comprobante de nota');
    nota.comprobante = true;
  }
  if (!nota.comprobante) return step.refused(aplicar, 409, COMPROBANTE_REQUERIDO);
  const charge = chargeOf(m, 'COMPRA', nota.compra.id);
  if (nota.total > charge.saldo) {
    return step.refused(aplicar, 409, abonoExcedido(nota.compra.folio, BigInt(charge.saldo)));
  }
  expect(expectAnswer(await aplicar(), 200, 'aplicar nota').status).toBe('aplicado');
  nota.aplicada = true;
  charge.saldo -= nota.total;
  m.abonos.push({ cargo: charge.id, tipo: 'NOTA_CREDITO', referencia: nota.id, monto: nota.total });
}

/**
 * A nota de crédito of a compra: its lines (its total) or one line of `parte` cents; with
 * `aplicar`, its comprobante and aplicar follow at once.
 */
class CrearNota extends Step {
  constructor(
    readonly n: number,
    readonly parte: number | null,
    readonly aplicar: boolean,
  ) {
    super();
  }
  check(m: Readonly<Model>) {
    return m.compras.length > 0;
  }
  async act(m: Model) {
    const compra = pick(m.compras, this.n);
    const linea = { cantidadSurtida: 1, nombre: 'Devolucion', unidadMedida: 'pza', tasaiva: 0 };
    const crear = () =>
      send('/api/notaCredito', 'POST', {
        compraId: compra.id,
        fecha: '2025-03-10',
        folioProveedor: 'NC-77',
        ...(this.parte === null ? {} : { notaCreditoDetalle: [{ ...linea, precioUnitario: money(this.parte) }] }),
      });
    if (!compra.aplicada) return this.refused(crear, 409, COMPRA_NO_APLICADA);
    if (compra.conNota) return this.refused(crear, 409, compraConNota(compra.folio));
    const total = this.parte ?? compra.total;
    const saldo = chargeOf(m, 'COMPRA', compra.id).saldo;
    if (total > saldo) return this.refused(crear, 409, notaExcedeSaldo(BigInt(saldo)));
    const body = expectAnswer(await crear(), 201, 'nota');
    expect(body.total).toBe(money(total));
    compra.conNota = true;
    const nota = { id: body.id as number, compra, total, comprobante: false, aplicada: false };
    m.notas.push(nota);
    if (this.aplicar) await aplicarNota(this, m, nota, true);
  }
  toString() {
    return `CrearNota(${this.n}, ${this.parte}, ${this.aplicar})`;
  }
}

class AplicarNota extends Step {
  constructor(
    readonly n: number,
    readonly adjuntar: boolean,
  ) {
    super();
  }
  check(m: Readonly<Model>) {
    return m.notas.length > 0;
  }
  act(m: Model) {
    return aplicarNota(this, m, pick(m.notas, this.n), this.adjuntar);
  }
  toString() {
    return `AplicarNota(${this.n}, ${this.adjuntar})`;
  }
}

/** Comprobante (when `adjuntar`) and aplicar of a gasto: its charge opens like a compra's. */
async function aplicarGasto(step: Step, m: Model, gasto: Gasto, adjuntar: boolean) {
  const aplicar = () => send(`/api/gasto/${gasto.id}/aplicar`, 'PATCH');
  const adjuntarlo = () => upload(`/api/gasto/${gasto.id}`);
  if (gasto.aplicado) {
    if (adjuntar) await step.refused(adjuntarlo, 409, GASTO_APLICADO);
    return step.refused(aplicar, 409, GASTO_APLICADO);
  }
  if (adjuntar && gasto.comprobante) await step.refused(adjuntarlo, 409, COMPROBANTE_ADJUNTO);
  else if (adjuntar) {
    expectAnswer(await adjuntarlo(), 200, 'comprobante de gasto');
    gasto.comprobante = true;
  }
  if (!gasto.comprobante) return step.refused(aplicar, 409, COMPROBANTE_REQUERIDO);
  const body = expectAnswer(await aplicar(), 200, 'aplicar gasto');
  expect([body.status, body.saldo]).toEqual(['aplicado', money(gasto.total)]);
  gasto.aplicado = true;
  m.cargos.push({
    id: await chargeId('GASTO', gasto.id),
    tipo: 'GASTO',
    documentoId: gasto.id,
    folio: gasto.folio,
    proveedor: gasto.proveedor,
    monto: gasto.total,
    saldo: gasto.total,
    autorizado: false,
    fechaPago: null,
  });
}

class CrearGasto extends Step {
  constructor(
    readonly proveedor: number,
    readonly total: number,
    readonly folio: number,
    readonly adjuntar: boolean,
  ) {
    super();
  }
  check() {
    return true;
  }
  async act(m: Model, r: Real) {
    const body = expectAnswer(
      await send('/api/gasto', 'POST', {
        fecha: '2025-03-10',
        folio: this.folio,
        formaPago: 'Efectivo',
        total: money(this.total),
        proveedor: { id: proveedores[this.proveedor] },
        obra: { id: r.obraId },
        descripcion: 'Renta de revolvedora',
      }),
      201,
      'gasto',
    );
    const gasto = {
      id: body.id as number,
      folio: this.folio,
      proveedor: this.proveedor,
      total: this.total,
      comprobante: false,
      aplicado: false,
    };
    m.gastos.push(gasto);
    await aplicarGasto(this, m, gasto, this.adjuntar);
  }
  toString() {
    return `CrearGasto(${this.proveedor}, ${this.total}, ${this.folio}, ${this.adjuntar})`;
  }
}

class AplicarGasto extends Step {
  constructor(
    readonly n: number,
    readonly adjuntar: boolean,
  ) {
    super();
  }
  check(m: Readonly<Model>) {
    return m.gastos.length > 0;
  }
  act(m: Model) {
    return aplicarGasto(this, m, pick(m.gastos, this.n), this.adjuntar);
  }
  toString() {
    return `AplicarGasto(${this.n}, ${this.adjuntar})`;
  }
}

// ---- Scheduling and paying. ----

const calendarizar = (charge: Cargo, fechaPago: string) =>
  send(`/api/contabilidad/cargos/${charge.id}/calendarizarPago?fechaPago=${fechaPago}&confirmar=true`, 'PUT');
const descalendarizar = (charge: Cargo) => send(`/api/contabilidad/cargos/${charge.id}/descalendarizar`, 'PUT');

/** calendarizarPago of one to three charges, as the office schedules a week's payments. */
class Calendarizar extends Step {
  constructor(
    readonly picks: number[],
    readonly fechaPago: string,
  ) {
    super();
  }
  check(m: Readonly<Model>) {
    return m.cargos.length > 0;
  }
  async act(m: Model) {
    for (const charge of distinct(this.picks.map((n) => pick(m.cargos, n)))) {
      if (charge.saldo === 0) {
        await this.refused(() => calendarizar(charge, this.fechaPago), 409, CARGO_PAGADO);
        continue;
      }
      const body = expectAnswer(await calendarizar(charge, this.fechaPago), 200, 'calendarizar');
      expect([body.autorizado, body.fechaPago]).toEqual([true, this.fechaPago]);
      Object.assign(charge, { autorizado: true, fechaPago: this.fechaPago });
    }
  }
  toString() {
    return `Calendarizar([${this.picks}], ${this.fechaPago})`;
  }
}

class Descalendarizar extends Step {
  constructor(readonly n: number) {
    super();
  }
  check(m: Readonly<Model>) {
    return m.cargos.length > 0;
  }
  async act(m: Model) {
    const charge = pick(m.cargos, this.n);
    if (charge.saldo === 0) return this.refused(() => descalendarizar(charge), 409, CARGO_PAGADO);
    const body = expectAnswer(await descalendarizar(charge), 200, 'descalendarizar');
    expect([body.autorizado, body.fechaPago]).toEqual([false, undefined]);
    Object.assign(charge, { autorizado: false, fechaPago: null });
  }
  toString() {
    return `Descalendarizar(${this.n})`;
  }
}

interface Payment {
  proveedor: number;
  cargos: Cargo[];
  /** Per charge, in cents: what the caller believes its saldo is. */
  montos: number[];
}

const pay = (r: Real, payment: Payment) =>
  send('/api/pago/pagos', 'POST', {
    proveedorId: proveedores[payment.proveedor],
    obraId: r.obraId,
    fecha: '2026-03-20',
    formaPago: 'Transferencia',
    pagos: payment.cargos.map((c, i) => ({ referenciaCargo: c.id, monto: money(payment.montos[i]) })),
  });

/** The whole current saldo of each charge: what a payment of open charges sends. */
const paymentOf = (cargos: Cargo[]): Payment => ({
  proveedor: cargos[0].proveedor,
  cargos,
  montos: cargos.map((c) => c.saldo),
});

/** Why the server must refuse the payment now (its checks, charge by charge in the order sent), if it must. */
function refusalOf(payment: Payment): string | undefined {
  for (const [i, c] of payment.cargos.entries()) {
    if (c.proveedor !== payment.proveedor) return cargoDeOtroProveedor(c.folio);
    if (c.saldo === 0) return cargoYaPagado(c.folio);
    if (!c.autorizado) return cargoNoAutorizado(c.folio);
    if (payment.montos[i] !== c.saldo) return montoNoEsSaldo(c.folio, BigInt(c.saldo));
  }
  return undefined;
}

/** The model after a payment answered 201: one pago, an abono of each whole saldo, saldos 0. */
function paid(m: Model, payment: Payment, body: Record<string, unknown>) {
  const total = payment.montos.reduce((a, b) => a + b, 0);
  expect([body.total, body.status]).toEqual([money(total), 'pagado']);
  m.pagos.push({ id: body.id as number, proveedor: payment.proveedor, total });
  paidByCharges.set(payment.cargos.length, (paidByCharges.get(payment.cargos.length) ?? 0) + 1);
  for (const c of payment.cargos) {
    m.abonos.push({ cargo: c.id, tipo: 'PAGO', referencia: body.id as number, monto: c.saldo });
    c.saldo = 0;
  }
}

/** Open charges (authorized, unpaid) of the proveedor of the first pick, chosen by `picks`. */
function openOfOneProveedor(m: Model, picks: number[]): Cargo[] {
  const open = openCharges(m);
  const proveedor = pick(open, picks[0]).proveedor;
  const pool = open.filter((c) => c.proveedor === proveedor);
  return distinct(picks.map((p) => pick(pool, p)));
}

/**
 * POST /api/pago/pagos. `valido`: open charges of one proveedor with their saldos; otherwise any
 * charges of the obra, possibly for the other proveedor (`otroProveedor`) or with the last monto a
 * cent above its saldo (`montoMal`) — what a stale or careless client sends.
 */
class Pagar extends Step {
  constructor(
    readonly valido: boolean,
    readonly picks: number[],
    readonly otroProveedor: boolean,
    readonly montoMal: boolean,
  ) {
    super();
  }
  check(m: Readonly<Model>) {
    return m.cargos.length > 0;
  }
  async act(m: Model, r: Real) {
    let payment: Payment;
    if (this.valido && openCharges(m).length > 0) payment = paymentOf(openOfOneProveedor(m, this.picks));
    else {
      const cargos = distinct(this.picks.map((p) => pick(m.cargos, p)));
      // A paid charge is sent with the saldo the client saw before: its monto.
      const montos = cargos.map((c) => (c.saldo > 0 ? c.saldo : c.monto));
      if (this.montoMal) montos[montos.length - 1] += 1;
      payment = { proveedor: (cargos[0].proveedor + (this.otroProveedor ? 1 : 0)) % 2, cargos, montos };
    }
    const refusal = refusalOf(payment);
    if (refusal) return this.refused(() => pay(r, payment), 409, refusal);
    paid(m, payment, expectAnswer(await pay(r, payment), 201, 'pago'));
  }
  toString() {
    return `Pagar(${this.valido}, [${this.picks}], ${this.otroProveedor}, ${this.montoMal})`;
  }
}

/** Two payments of overlapping open charges at once: one pays, the other finds a charge paid (409), nothing twice. */
class PagosSimultaneos extends Step {
  constructor(
    readonly picksA: number[],
    readonly picksB: number[],
  ) {
    super();
  }
  check(m: Readonly<Model>) {
    return openCharges(m).length > 0;
  }
  async act(m: Model, r: Real) {
    const a = openOfOneProveedor(m, this.picksA);
    const pool = openCharges(m).filter((c) => c.proveedor === a[0].proveedor);
    const b = distinct([...this.picksB.map((p) => pick(pool, p)), a[a.length - 1]]);
    const [first, second] = await Promise.all([pay(r, paymentOf(a)), pay(r, paymentOf(b))]);
    expect([first.status, second.status].sort(), 'una paga y la otra no').toEqual([201, 409]);
    const [winner, loser, won, lost] = first.status === 201 ? [a, b, first, second] : [b, a, second, first];
    const overlap = loser.find((c) => winner.includes(c))!;
    expect(lost.body.message).toBe(cargoYaPagado(overlap.folio));
    paid(m, paymentOf(winner), won.body);
  }
  toString() {
    return `PagosSimultaneos([${this.picksA}], [${this.picksB}])`;
  }
}

/** A payment of open charges while one of them is descalendarizado: exactly one of the two happens. */
class PagarMientrasDescalendariza extends Step {
  constructor(
    readonly picks: number[],
    readonly n: number,
  ) {
    super();
  }
  check(m: Readonly<Model>) {
    return openCharges(m).length > 0;
  }
  async act(m: Model, r: Real) {
    const cargos = openOfOneProveedor(m, this.picks);
    const charge = pick(cargos, this.n);
    const payment = paymentOf(cargos);
    const [pagado, quitado] = await Promise.all([pay(r, payment), descalendarizar(charge)]);
    if (pagado.status === 201) {
      expect([quitado.status, quitado.body.message]).toEqual([409, CARGO_PAGADO]);
      paid(m, payment, pagado.body);
    } else {
      expect([pagado.status, pagado.body.message, quitado.status]).toEqual([409, cargoNoAutorizado(charge.folio), 200]);
      Object.assign(charge, { autorizado: false, fechaPago: null });
    }
  }
  toString() {
    return `PagarMientrasDescalendariza([${this.picks}], ${this.n})`;
  }
}

// ---- The property. ----

const often = fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 });
// Mostly one proveedor, so that a payment often finds several of its charges open.
const proveedor = fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.constant(1), weight: 1 });
const linea = fc.record({
  cantidad: fc.integer({ min: 1, max: 5 }),
  precio: fc.integer({ min: 1, max: 200_000 }),
  iva: fc.boolean(),
});
const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 3 });
const fechaPago = fc.constantFrom('2026-03-20', '2026-03-27');
const iniciales = fc.array(
  fc.record({ proveedor, total: fc.integer({ min: 1, max: 500_000 }), fechaPago: fc.option(fechaPago) }),
  { maxLength: 3 },
);

/**
 * What a sequence may open with, so that its random steps find the deep states at once: an orden
 * (then its autorizar and generar), an applied compra (then a nota), a nota not applied yet (then
 * its aplicar). Without it, in 1,000 sequences AplicarNota ran 7 times and AutorizarOrden 28.
 */
const apertura = fc
  .record({
    orden: fc.option(fc.tuple(proveedor, linea)),
    compra: fc.option(fc.tuple(proveedor, linea)),
    nota: fc.boolean(),
  })
  .map(({ orden, compra, nota }) => [
    ...(orden ? [new CrearOrden(...orden)] : []),
    ...(compra ? [new CrearCompra(compra[0], compra[1], true)] : []),
    // The compra just applied is the only one: any index picks it.
    ...(compra && nota ? [new CrearNota(0, null, false)] : []),
  ]);

// Paying is what the books are most at risk from: payments weigh more.
const commands = fc.commands<Model, Real, false>(
  [
    fc.tuple(proveedor, linea).map(([p, l]) => new CrearOrden(p, l)),
    ...times(
      3,
      fc.nat().map((n) => new AutorizarOrden(n)),
    ),
    ...times(
      3,
      fc.tuple(fc.nat(), fc.boolean()).map(([n, capturar]) => new GenerarCompra(n, capturar)),
    ),
    ...times(
      2,
      fc.tuple(proveedor, linea, often).map(([p, l, a]) => new CrearCompra(p, l, a)),
    ),
    ...times(
      2,
      fc.tuple(fc.nat(), often).map(([n, a]) => new AplicarCompra(n, a)),
    ),
    ...times(
      2,
      fc
        .tuple(fc.nat(), fc.option(fc.integer({ min: 1, max: 300_000 })), fc.boolean())
        .map(([n, parte, aplicar]) => new CrearNota(n, parte, aplicar)),
    ),
    ...times(
      4,
      fc.tuple(fc.nat(), often).map(([n, a]) => new AplicarNota(n, a)),
    ),
    ...times(
      2,
      fc
        .tuple(proveedor, fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 99_999 }), often)
        .map(([p, total, folio, a]) => new CrearGasto(p, total, folio, a)),
    ),
    ...times(
      3,
      fc.tuple(fc.nat(), fc.boolean()).map(([n, a]) => new AplicarGasto(n, a)),
    ),
    ...times(
      3,
      fc.tuple(picks, fechaPago).map(([p, f]) => new Calendarizar(p, f)),
    ),
    fc.nat().map((n) => new Descalendarizar(n)),
    ...times(
      4,
      fc
        .tuple(often, picks, fc.boolean(), fc.boolean())
        .map(([valido, p, otro, mal]) => new Pagar(valido, p, otro, mal)),
    ),
    ...times(
      2,
      fc.tuple(picks, picks).map(([a, b]) => new PagosSimultaneos(a, b)),
    ),
    ...times(
      2,
      fc.tuple(picks, fc.nat()).map(([p, n]) => new PagarMientrasDescalendariza(p, n)),
    ),
  ],
  { maxCommands: MAX_COMMANDS },
);

describe('the books always balance', () => {
  it(
    `keeps the ledger equal to the model and its invariants through ${RUNS} random sequences`,
    async () => {
      await fc.assert(
        fc.asyncProperty(iniciales, apertura, commands, async (gastos, opening, steps) => {
          const obraId = await insertObra(server, sucursalId);
          const model = await openingBooks(obraId, gastos);
          await fc.asyncModelRun(() => ({ model, real: { obraId } }), [...opening, ...steps]);
          await verify(model, { obraId });
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    Math.max(600_000, RUNS * 2_000),
  );
});
