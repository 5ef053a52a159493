import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import { hasValidRfcCheckDigit } from '../../../schemas/rfc';
import { validateRecord } from '../../../schemas/validation';
import { clasificacion, concepto, proveedor, subclasificacion, unidadMedida } from '../schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { seedDatabase } from '.';
import { seedCatalogosDemo } from './catalogos';
import { CLASIFICACIONES, CONCEPTOS, PROVEEDORES, UNIDADES_MEDIDA } from '../../../schemas/demo/catalogos';

type Table = typeof clasificacion | typeof subclasificacion | typeof unidadMedida | typeof proveedor | typeof concepto;
const TABLES: Table[] = [clasificacion, subclasificacion, unidadMedida, proveedor, concepto];

const countsOf = (server: TestServer) =>
  Promise.all(TABLES.map(async (t) => (await server.db.select({ n: count() }).from(t))[0].n));

interface Page<T> {
  content: T[];
  totalElements: number;
}

const SUBCLASIFICACIONES = Object.values(CLASIFICACIONES).flat().length;

describe('catalog seed with SEED=none', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'none' });
  });
  afterAll(() => server.close());

  it('loads every lookup but no demo proveedores or conceptos', async () => {
    expect(await countsOf(server)).toEqual([5, SUBCLASIFICACIONES, UNIDADES_MEDIDA.length, 0, 0]);
  });

  it('completes missing lookups on the next start without duplicating the others', async () => {
    await server.db.delete(unidadMedida);
    await seedDatabase(server.db, { mode: 'none', adminPassword: ADMIN_PASSWORD });
    await seedDatabase(server.db, { mode: 'none', adminPassword: ADMIN_PASSWORD });
    expect(await countsOf(server)).toEqual([5, SUBCLASIFICACIONES, UNIDADES_MEDIDA.length, 0, 0]);
  });

  it('loads demo rows only into an empty table', async () => {
    const res = await server.request('/api/proveedor', {
      method: 'POST',
      token: await server.login('admin', ADMIN_PASSWORD),
      json: {
        nombre: 'Proveedor Propio',
        direccion: 'Hermosillo',
        rfc: 'XAXX010101000',
        telefono: '662',
        correo: 'a@b.mx',
      },
    });
    expect(res.status).toBe(201);
    await seedCatalogosDemo(server.db);
    const [, , , proveedores, conceptos] = await countsOf(server);
    expect([proveedores, conceptos]).toEqual([1, CONCEPTOS.length]);
  });
});

describe('catalog seed with SEED=demo', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'demo' });
    admin = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  const getJson = async <T>(path: string): Promise<T> =>
    (await server.request(path, { token: admin })).json() as Promise<T>;

  it('loads 10+ valid proveedores with SAT check digits, some with credit', async () => {
    const page = await getJson<Page<Record<string, unknown> & { rfc: string; esCredito: boolean }>>(
      '/api/proveedor/page?pageSize=100',
    );
    expect(page.totalElements).toBe(PROVEEDORES.length);
    expect(PROVEEDORES.length).toBeGreaterThanOrEqual(10);
    for (const p of page.content) {
      expect(validateRecord(schemas.proveedor, p).errors, p.rfc).toBeNull();
      expect(hasValidRfcCheckDigit(p.rfc), p.rfc).toBe(true);
    }
    const credito = page.content.filter((p) => p.esCredito);
    expect(credito.length).toBeGreaterThan(0);
    expect(credito.every((p) => typeof p.diasCredito === 'number')).toBe(true);
    expect(page.content.filter((p) => !p.esCredito).every((p) => !('diasCredito' in p))).toBe(true);
  });

  it('loads 25+ valid conceptos of every clasificacion with consistent lookups and prices', async () => {
    type Lookup = { id: number; nombre: string };
    const page = await getJson<
      Page<
        Record<string, unknown> & {
          nombre: string;
          clasificacion: Lookup;
          subClasificacionId: number;
          precioUnitario: number;
        }
      >
    >('/api/concepto?pageSize=100');
    expect(page.totalElements).toBe(CONCEPTOS.length);
    expect(CONCEPTOS.length).toBeGreaterThanOrEqual(25);
    for (const c of page.content) {
      expect(validateRecord(schemas.concepto, c).errors, c.nombre).toBeNull();
      expect(c).toHaveProperty('unidadMedida.nombre');
      expect(c.precioUnitario).toBeGreaterThan(0);
      const subs = await getJson<Lookup[]>(`/api/subclasificacion?idClasificacion=${c.clasificacion.id}`);
      expect(
        subs.map((s) => s.id),
        c.nombre,
      ).toContain(c.subClasificacionId);
    }
    const clasificaciones = new Set(page.content.map((c) => c.clasificacion.nombre));
    expect([...clasificaciones].sort()).toEqual(Object.keys(CLASIFICACIONES).sort());
  });

  it('adds nothing when it runs again', async () => {
    const before = await countsOf(server);
    await seedDatabase(server.db, { mode: 'demo', adminPassword: ADMIN_PASSWORD });
    expect(await countsOf(server)).toEqual(before);
  });
});
