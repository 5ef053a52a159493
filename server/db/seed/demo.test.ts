import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import { hasValidRfcCheckDigit } from '../../../schemas/rfc';
import { validateRecord } from '../../../schemas/validation';
import { cliente, obra, sucursal } from '../schema';
import { toCents } from '../../../schemas/money';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor } from '../../modules/common/test-callers';
import { seedDemo } from './demo';
import { CLIENTES_MATRIZ, CLIENTES_OBREGON, OBRAS_MATRIZ } from './demo-data';

interface ClienteJson {
  id: number;
  rfc: string;
  sucursal: { id: number; nombre: string };
}
interface ObraJson {
  id: number;
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
