import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { count } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import { hasValidRfcCheckDigit } from '../../../schemas/rfc';
import { validateRecord } from '../../../schemas/validation';
import { cliente, obra, sucursal } from '../schema';
import { toCents } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import { ledgerBreaks } from '../../domain/ledger-invariants';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor } from '../../modules/common/test-callers';
import { seedDemo } from './demo';
import { CLIENTES_MATRIZ, CLIENTES_OBREGON, OBRAS_MATRIZ } from '../../../schemas/demo/obras';
import { HISTORIA } from './obras-cifras-data';

interface ClienteJson {
  id: number;
  rfc: string;
  sucursal: { id: number; nombre: string };
}
interface ObraJson {
  id: number;
  nombre: string;
  inicio: string;
  cliente: { id: number };
  costoTotal: number;
  insumos: number;
  manoObra: number;
  indirectos: number;
  utilidad: number;
  metodoPago: string;
  terminado: boolean;
  sucursal: { id: number; nombre: string };
}

let server: TestServer;
let admin: string;

async function getJson<T>(path: string, token = admin): Promise<T> {
  const res = await server.request(path, { token });
  expect(res.status, path).toBe(200);
  return res.json() as Promise<T>;
}

beforeAll(async () => {
  server = await startTestServer({ seed: 'demo' });
  admin = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

describe('demo seed', () => {
  it('loads valid clientes of two sucursales', async () => {
    const page = await getJson<{ content: ClienteJson[]; totalElements: number }>('/api/cliente?pageSize=100');
    expect(page.totalElements).toBe(CLIENTES_MATRIZ.length + CLIENTES_OBREGON.length);
    expect(CLIENTES_MATRIZ.length).toBeGreaterThanOrEqual(12);
    for (const c of page.content) {
      expect(validateRecord(schemas.cliente, c).errors, c.rfc).toBeNull();
      expect(hasValidRfcCheckDigit(c.rfc), c.rfc).toBe(true);
    }
    const rfcs = page.content.map((c) => c.rfc);
    expect(rfcs.some((rfc) => rfc.length === 12) && rfcs.some((rfc) => rfc.length === 13)).toBe(true);
    expect(page.content.filter((c) => c.sucursal.nombre === 'Sucursal Obregon')).toHaveLength(2);
  });

  it('shows a user of the main sucursal only its own, with obras finished, under way and not started', async () => {
    const [matriz] = await server.db.select({ id: sucursal.id }).from(sucursal).orderBy(sucursal.id).limit(1);
    const token = await tokenFor(server, { username: 'demo-residente', sucursalId: matriz.id });
    const own = await getJson<{ totalElements: number }>('/api/cliente', token);
    expect(own.totalElements).toBe(CLIENTES_MATRIZ.length);
    const obras = (await getJson<{ content: ObraJson[] }>('/api/obra?size=100', token)).content;
    expect(obras).toHaveLength(OBRAS_MATRIZ.length);
    expect(obras.length).toBeGreaterThanOrEqual(6);
    expect(obras.some((o) => o.terminado)).toBe(true);
    // The dashboard shows the obras in course: some not started, some under way.
    const avance = await getJson<{ id: number; avance: number }[]>('/api/obra/avance', token);
    expect(avance.map((a) => a.id).sort()).toEqual(
      obras
        .filter((o) => !o.terminado)
        .map((o) => o.id)
        .sort(),
    );
    const values = avance.map((a) => a.avance);
    expect(values).toContain(0);
    expect(values.some((v) => v > 0 && v < 100)).toBe(true);
    expect(new Set(obras.map((o) => o.cliente.id)).size).toBe(obras.length);
  });

  it('keeps utilidad = costoTotal - (insumos + manoObra + indirectos) and docs/product.md payment methods', async () => {
    const obras = (await getJson<{ content: ObraJson[] }>('/api/obra?size=100')).content;
    expect(obras.filter((o) => o.sucursal.nombre === 'Sucursal Obregon')).toHaveLength(1);
    for (const o of obras) {
      expect(toCents(o.utilidad)).toBe(
        toCents(o.costoTotal) - toCents(o.insumos) - toCents(o.manoObra) - toCents(o.indirectos),
      );
      expect(['contado', 'sinanticipo', 'Transferencia HSBC', 'Transferencia BBVA']).toContain(o.metodoPago);
    }
  });

  it('gives every obra under way a presupuesto of 60–150 conceptos in 6–10 partidas adding up to its costoTotal', async () => {
    const obras = (await getJson<{ content: ObraJson[] }>('/api/obra?size=100')).content;
    const enCurso = obras.filter((o) => !o.terminado && o.inicio <= businessToday());
    expect(enCurso.length).toBeGreaterThanOrEqual(4);
    for (const o of obras) {
      const resumen = await getJson<{ partidas: { nivel: number }[]; conceptos: number; diferencia: number }>(
        `/api/presupuesto/obra/${o.id}`,
      );
      if (!enCurso.includes(o)) {
        expect(resumen.conceptos).toBe(0);
        continue;
      }
      expect(resumen.conceptos).toBeGreaterThanOrEqual(60);
      expect(resumen.conceptos).toBeLessThanOrEqual(150);
      const partidas = resumen.partidas.filter((p) => p.nivel === 1).length;
      expect(partidas).toBeGreaterThanOrEqual(6);
      expect(partidas).toBeLessThanOrEqual(10);
      expect(resumen.diferencia).toBe(0);
    }
  });

  it('loads nothing more into a database that has clientes', async () => {
    const counts = async () => {
      const [[c], [o]] = await Promise.all([
        server.db.select({ n: count() }).from(cliente),
        server.db.select({ n: count() }).from(obra),
      ]);
      return [c.n, o.n];
    };
    const before = await counts();
    await seedDemo(server.db, 1);
    expect(await counts()).toEqual(before);
  });
});

interface Avance {
  id: number;
  nombre: string;
  avance: number;
  avanceFisico: number | null;
  presupuesto: number;
  ejercido: number;
}
interface Linea {
  presupuesto: number;
  ejercido: number;
}
interface Resumen {
  insumos: Linea & { comprometido: number };
  manoObra: Linea;
  indirectos: Linea;
  facturado: number;
  cobrado: number;
  utilidadActual: number;
}

describe('the numbers of the demo obras in course', () => {
  let avance: Avance[];
  const idDe = (nombre: string) => avance.find((a) => a.nombre === nombre)!.id;
  const resumen = (nombre: string) => getJson<Resumen>(`/api/obra/${idDe(nombre)}/resumen`);
  /** Spend share against time share, compared in cents: ejercido / presupuesto vs avance / 100. */
  const ritmo = (a: Avance) => toCents(a.ejercido) * 100n - toCents(a.presupuesto) * BigInt(a.avance);

  beforeAll(async () => {
    avance = await getJson<Avance[]>('/api/obra/avance');
  });

  it('show spending in every obra already started and none in the one not started', async () => {
    expect(avance.filter((a) => a.avance === 0).map((a) => a.ejercido)).toEqual([0]);
    for (const a of avance.filter((o) => o.avance > 0)) {
      const { insumos, manoObra, indirectos } = await resumen(a.nombre);
      expect(
        [insumos.ejercido, manoObra.ejercido, indirectos.ejercido].every((e) => e > 0),
        a.nombre,
      ).toBe(true);
    }
  });

  it('spread their documents over partidas, leaving some Sin partida', async () => {
    for (const a of avance.filter((o) => o.ejercido > 0)) {
      const { costoPorPartida } = await getJson<{
        costoPorPartida: { partidas: { ejercido: number }[]; sinPartida: { ejercido: number } };
      }>(`/api/obra/${a.id}/resumen`);
      const conCosto = costoPorPartida.partidas.filter((p) => p.ejercido > 0);
      expect(conCosto.length, a.nombre).toBeGreaterThanOrEqual(2);
      expect(costoPorPartida.sinPartida.ejercido, a.nombre).not.toBe(0);
    }
  });

  it('put one obra ahead of its time on money and others behind it', () => {
    expect(ritmo(avance.find((a) => a.nombre === HISTORIA.adelantada)!)).toBeGreaterThan(0n);
    const atrasadas = avance.filter((a) => a.ejercido > 0 && ritmo(a) < 0n);
    expect(atrasadas.length).toBeGreaterThanOrEqual(3);
  });

  it('show one obra over its Insumos budget and one over it only once its orders count', async () => {
    const rebasada = (await resumen(HISTORIA.insumosRebasados)).insumos;
    expect(toCents(rebasada.ejercido)).toBeGreaterThan(toCents(rebasada.presupuesto));
    const comprometida = (await resumen(HISTORIA.comprometida)).insumos;
    expect(toCents(comprometida.ejercido)).toBeLessThanOrEqual(toCents(comprometida.presupuesto));
    expect(toCents(comprometida.ejercido) + toCents(comprometida.comprometido)).toBeGreaterThan(
      toCents(comprometida.presupuesto),
    );
    // The e2e of the budget at authorization takes this obra over with one order of about $812,000.
    const holgada = (await resumen(HISTORIA.holgada)).insumos;
    expect(toCents(holgada.ejercido) + toCents(holgada.comprometido)).toBeLessThan(toCents(holgada.presupuesto) / 2n);
  });

  it('bill and collect, so the profit to date is not zero', async () => {
    const facturadas = [];
    for (const a of avance) {
      const { facturado, cobrado, utilidadActual } = await resumen(a.nombre);
      if (facturado > 0) facturadas.push({ facturado, cobrado, utilidadActual });
    }
    const cobradas = facturadas.filter((c) => c.cobrado > 0);
    expect(cobradas.length).toBeGreaterThanOrEqual(3);
    expect(cobradas.some((c) => toCents(c.cobrado) < toCents(c.facturado))).toBe(true);
    // The utilidad a la fecha is what was billed less what was spent: some obras ahead, some behind.
    expect(facturadas.some((c) => c.utilidadActual > 0) && facturadas.some((c) => c.utilidadActual < 0)).toBe(true);
  });

  it('pay one nómina per week already worked', async () => {
    const obras = (await getJson<{ content: ObraJson[] }>('/api/obra?size=100')).content;
    const today = parseISO(businessToday());
    for (const a of avance.filter((o) => o.avance > 0)) {
      const { inicio } = obras.find((o) => o.id === a.id)!;
      const semanas = Math.floor(differenceInCalendarDays(today, parseISO(inicio)) / 7);
      const page = await getJson<{ content: { semana: number }[] }>(`/api/nomina?obraId=${a.id}&pageSize=100`);
      expect(
        page.content.map((n) => n.semana).sort((x, y) => x - y),
        a.nombre,
      ).toEqual(Array.from({ length: semanas }, (_, i) => i + 1));
    }
  });

  it('group the Historial de Compras of two obras or more in three proveedores with two compras or more', async () => {
    let agrupadas = 0;
    for (const a of avance) {
      const { grupos } = await getJson<{ grupos: { compras: number }[] }>(`/api/compra/historial?obraId=${a.id}`);
      if (grupos.filter((g) => g.compras >= 2).length >= 3) agrupadas++;
    }
    expect(agrupadas).toBeGreaterThanOrEqual(2);
  });

  it('bill by estimaciones: 3 to 8 per obra under way with a presupuesto, every status among them', async () => {
    const statuses = new Set<string>();
    let conEstimaciones = 0;
    for (const a of avance) {
      const page = await getJson<{ content: { status: string }[]; totalElements: number }>(
        `/api/estimacion?obraId=${a.id}&pageSize=20`,
      );
      if (page.totalElements === 0) continue;
      conEstimaciones++;
      expect(page.totalElements, a.nombre).toBeGreaterThanOrEqual(3);
      expect(page.totalElements, a.nombre).toBeLessThanOrEqual(8);
      for (const e of page.content) statuses.add(e.status);
    }
    expect(conEstimaciones).toBeGreaterThanOrEqual(3);
    expect([...statuses].sort()).toEqual(['autorizada', 'cobrada', 'creada', 'enviada', 'facturada']);
  });

  it('have built what they billed, and some more: an avance físico, and avance left to copy into the next estimación', async () => {
    const hoy = new Date().toISOString().slice(0, 10);
    let porCopiar = 0;
    for (const a of avance) {
      const page = await getJson<{ totalElements: number }>(`/api/estimacion?obraId=${a.id}&pageSize=1`);
      if (page.totalElements === 0) continue;
      expect(a.avanceFisico, a.nombre).toBeGreaterThan(0);
      porCopiar += (await getJson<unknown[]>(`/api/estimacion/obra/${a.id}/avance?al=${hoy}`)).length;
    }
    expect(porCopiar).toBeGreaterThan(0);
  });

  it('keep the books balanced', async () => {
    expect(await ledgerBreaks(server.db)).toEqual([]);
  });
});
