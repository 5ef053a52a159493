/**
 * The presupuesto over HTTP: an OPUS sheet previewed (counts, totals against the file's, errors per
 * row, paged) and stored on confirmation in one transaction; the tree's subtotals and total to the
 * cent and its difference from costoTotal; conceptos paged by key and searched; a concepto edited
 * with its importe recomputed; a sheet with errors or a terminado obra refused with nothing stored;
 * another sucursal's obra answering 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { centsToText } from '../../../schemas/money';
import { hojaConErrores, importeConcepto } from '../../../schemas/presupuesto';
import { bitacora, menuItem, obra, permiso } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertObra } from '../obra/test-fixtures';
import { conceptoObra, presupuestoPartida } from './table';
import { CON_ERRORES, CON_ERRORES_LEIDO, OPUS, OPUS_LEIDO, csv, grande, libro } from './test-workbooks';
import { OBRA_NO_ENCONTRADA } from '../../../schemas/messages';

let server: TestServer;
let admin: string;
let ajeno: string;
let obraId: number;
let obraAjena: number;

const API = '/api/presupuesto';

function importar(
  id: number,
  archivo: Buffer,
  nombre: string,
  campos: Record<string, string> = {},
  token = admin,
): Promise<Response> {
  const form = new FormData();
  for (const [campo, valor] of Object.entries(campos)) form.append(campo, valor);
  form.append('archivo', new Blob([new Uint8Array(archivo)]), nombre);
  return server.request(`${API}/obra/${id}/importar`, { method: 'POST', token, body: form });
}

const guardados = async (id: number) =>
  (await server.db.select({ n: count() }).from(conceptoObra).where(eq(conceptoObra.obraId, id)))[0].n;

interface Resumen {
  partidas: { id: number; clave: string; nivel: number; subtotal: number; conceptos: number; padreId: number | null }[];
  conceptos: number;
  total: number;
  diferencia: number;
  obra: { costoTotal: number };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const { matriz, otra } = await twoSucursales(server);
  obraId = await insertObra(server.db, matriz, 'Torre Norte');
  obraAjena = await insertObra(server.db, otra, 'Obra Ajena');
  ajeno = await tokenFor(server, { username: 'ajeno', sucursalId: otra, role: 'ROLE_ADMIN' });
});
afterAll(() => server.close());

describe('importing an OPUS sheet', () => {
  it('previews counts and totals against the file’s own, storing nothing', async () => {
    const res = await importar(obraId, await libro(OPUS, 3), 'opus.xlsx', { pageSize: '4', page: '1' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ ...OPUS_LEIDO, conErrores: 0, costoTotal: 1000000, guardado: false });
    expect(body.renglones).toMatchObject({ totalElements: 9, page: 1, pageSize: 4 });
    expect(body.renglones.content.map((r: { clave: string }) => r.clave)).toEqual([
      '01.02',
      '01.02.01',
      'PRE-003',
      '02',
    ]);
    expect(await guardados(obraId)).toBe(0);
  });

  it('lists each bad row with its Spanish error, only those when asked, and refuses to store any', async () => {
    const sheet = await libro(CON_ERRORES);
    const res = await importar(obraId, sheet, 'errores.xlsx', { soloErrores: 'true' });
    const body = await res.json();
    expect(body.conErrores).toBe(4);
    expect(
      Object.fromEntries(
        body.renglones.content.map((r: { fila: number; errores: string[] }) => [r.fila, r.errores[0]]),
      ),
    ).toEqual(CON_ERRORES_LEIDO);
    const confirmado = await importar(obraId, sheet, 'errores.xlsx', { confirmar: 'true' });
    expect(confirmado.status).toBe(400);
    expect((await confirmado.json()).message).toBe(hojaConErrores(4));
    expect(await guardados(obraId)).toBe(0);
  });

  it('stores the whole presupuesto on confirmation, each row in the bitácora', async () => {
    const res = await importar(obraId, csv(OPUS), 'opus.csv', { confirmar: 'true' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ guardado: true, conceptos: 4 });
    expect(await guardados(obraId)).toBe(4);
    const [{ n }] = await server.db.select({ n: count() }).from(bitacora).where(eq(bitacora.tabla, 'concepto_obra'));
    expect(n).toBe(4);
  });

  it('answers the tree with subtotals per partida and the total to the cent', async () => {
    const res = await server.request(`${API}/obra/${obraId}`, { token: admin });
    const resumen = (await res.json()) as Resumen;
    expect(resumen.partidas.map((p) => [p.clave, p.nivel, p.subtotal, p.conceptos])).toEqual([
      ['01', 1, 25100, 0],
      ['01.01', 2, 5100, 2],
      ['01.02', 2, 20000, 0],
      ['01.02.01', 3, 20000, 1],
      ['02', 1, 1234567.88, 1],
    ]);
    expect(resumen).toMatchObject({
      conceptos: 4,
      total: 1259667.88,
      diferencia: -259667.88,
      obra: { costoTotal: 1000000 },
    });
  });

  it('replaces the presupuesto when imported again', async () => {
    const res = await importar(obraId, csv(grande(3, 40)), 'grande.csv', { confirmar: 'true' });
    expect(res.status).toBe(200);
    expect(await guardados(obraId)).toBe(120);
    const partidas = await server.db
      .select({ n: count() })
      .from(presupuestoPartida)
      .where(eq(presupuestoPartida.obraId, obraId));
    expect(partidas[0].n).toBe(3);
  });
});

describe('the conceptos', () => {
  it('come a partida at a time, page after page by key, in the file’s order', async () => {
    const { partidas } = (await (await server.request(`${API}/obra/${obraId}`, { token: admin })).json()) as Resumen;
    const claves: string[] = [];
    let despues: number | null | undefined;
    do {
      const query = `partida=${partidas[1].id}&size=15${despues === undefined ? '' : `&despues=${despues}`}`;
      const page = await (await server.request(`${API}/obra/${obraId}/conceptos?${query}`, { token: admin })).json();
      claves.push(...page.content.map((c: { clave: string }) => c.clave));
      despues = page.siguiente;
    } while (despues !== null);
    expect(claves).toEqual(Array.from({ length: 40 }, (_, i) => `P2-${i + 1}`));
  });

  it('are searched by clave or words of the descripción, accents and case aside', async () => {
    const buscar = async (texto: string) => {
      const res = await server.request(`${API}/obra/${obraId}/conceptos?toSearch=${encodeURIComponent(texto)}`, {
        token: admin,
      });
      return (await res.json()).content.map((c: { clave: string }) => c.clave);
    };
    expect(await buscar('p3-7')).toEqual(['P3-7']);
    expect(await buscar('CONCÉPTO 7 de la partida 3')).toEqual(['P3-7']);
  });

  it('one is edited with its importe recomputed half up to the cent, and a repeated clave refused', async () => {
    const [row] = await server.db
      .select({ id: conceptoObra.id })
      .from(conceptoObra)
      .where(and(eq(conceptoObra.obraId, obraId), eq(conceptoObra.clave, 'P1-1')));
    const concepto = await (await server.request(`${API}/concepto/${row.id}`, { token: admin })).json();
    const body = { ...concepto, cantidad: 2.0005, precioUnitario: 10, importe: 1 };
    const res = await server.request(`${API}/concepto`, { method: 'PUT', token: admin, json: body });
    expect(res.status).toBe(200);
    // 2.0005 × 10 = 20.005 → 20.01; the obra the body names changes nothing.
    expect(await res.json()).toMatchObject({ cantidad: 2.0005, importe: 20.01, obra: { id: obraId } });
    const movido = await server.request(`${API}/concepto`, {
      method: 'PUT',
      token: admin,
      json: { ...body, actualizado: undefined, obra: { id: obraAjena } },
    });
    expect(await movido.json()).toMatchObject({ obra: { id: obraId } });
    const { actualizado: _, ...sinVersion } = body;
    const repetida = await server.request(`${API}/concepto`, {
      method: 'PUT',
      token: admin,
      json: { ...sinVersion, clave: 'P1-2' },
    });
    expect(repetida.status).toBe(400);
    expect((await repetida.json()).errors).toEqual([
      { field: 'clave', message: 'La clave P1-2 ya esta en el presupuesto de la obra..' },
    ]);
  });
});

describe('refusals', () => {
  it('another sucursal’s obra and concepto answer 404, nothing read or stored', async () => {
    for (const res of [
      await server.request(`${API}/obra/${obraId}`, { token: ajeno }),
      await server.request(`${API}/obra/${obraId}/conceptos`, { token: ajeno }),
      await importar(obraId, csv(OPUS), 'opus.csv', { confirmar: 'true' }, ajeno),
    ]) {
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe(OBRA_NO_ENCONTRADA);
    }
    const [row] = await server.db.select({ id: conceptoObra.id }).from(conceptoObra).limit(1);
    expect((await server.request(`${API}/concepto/${row.id}`, { token: ajeno })).status).toBe(404);
    expect(await guardados(obraId)).toBe(120);
  });

  it('a file that is no sheet, or one without its headers, answers 4xx in Spanish', async () => {
    const roto = await importar(obraAjena, Buffer.from('PK\x03\x04basura'), 'roto.xlsx');
    expect(roto.status).toBe(400);
    const sinEncabezados = await importar(obraAjena, csv([['Nombre'], ['x']]), 'x.csv');
    expect(sinEncabezados.status).toBe(400);
    expect((await sinEncabezados.json()).message).toMatch(/^No se encontro el renglon de encabezados/);
    expect(await guardados(obraAjena)).toBe(0);
  });

  it('a terminado obra is read-only: no import, no edit', async () => {
    await server.db.update(obra).set({ terminado: true }).where(eq(obra.id, obraId));
    const res = await importar(obraId, csv(OPUS), 'opus.csv', { confirmar: 'true' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('La obra esta terminada..');
    const [row] = await server.db
      .select({ id: conceptoObra.id })
      .from(conceptoObra)
      .where(eq(conceptoObra.obraId, obraId))
      .limit(1);
    const concepto = await (await server.request(`${API}/concepto/${row.id}`, { token: admin })).json();
    const edit = await server.request(`${API}/concepto`, {
      method: 'PUT',
      token: admin,
      json: { ...concepto, cantidad: 3 },
    });
    expect(edit.status).toBe(409);
    expect(await guardados(obraId)).toBe(120);
    await server.db.update(obra).set({ terminado: false }).where(eq(obra.id, obraId));
  });
});

describe('the importe rule', () => {
  it('is PostgreSQL’s round(cantidad × P.U., 2) on numeric(18,4) × numeric(14,2), to the cent', async () => {
    const cantidad = fc
      .bigInt({ min: 0n, max: 10n ** 14n })
      .map((n) => `${n / 10000n}.${String(n % 10000n).padStart(4, '0')}`);
    const precio = fc.bigInt({ min: 0n, max: 10n ** 11n }).map(centsToText);
    await fc.assert(
      fc.asyncProperty(cantidad, precio, async (c, p) => {
        const result = (await server.db.execute(
          sql`SELECT round(${c}::numeric(18,4) * ${p}::numeric(14,2), 2)::text AS importe`,
        )) as unknown as { rows: { importe: string }[] };
        expect(centsToText(importeConcepto(c, p)!)).toBe(result.rows[0].importe);
      }),
      { numRuns: 300 },
    );
  });
});

describe('migration 0026 in a database seeded before it', () => {
  it('puts Presupuesto after Cobros and gives it to whoever has Resumen, authorized as theirs', async () => {
    const [nuevo] = await server.db.select({ id: menuItem.id }).from(menuItem).where(eq(menuItem.link, '/presupuesto'));
    await server.db.delete(permiso).where(eq(permiso.menuItemId, nuevo.id));
    await server.db.delete(menuItem).where(eq(menuItem.id, nuevo.id));
    const sqlFile = fs.readFileSync(new URL('../../db/migrations/0026_presupuesto.sql', import.meta.url), 'utf8');
    const menuStatements = sqlFile.split('--> statement-breakpoint').filter((s) => /"menu_item"/.test(s));
    for (const statement of menuStatements) await server.db.execute(sql.raw(statement));
    const [cobros] = await server.db.select().from(menuItem).where(eq(menuItem.link, '/cobro'));
    const hermanos = await server.db
      .select({ link: menuItem.link })
      .from(menuItem)
      .where(and(eq(menuItem.seccion, cobros.seccion), sql`${menuItem.padreId} IS NOT DISTINCT FROM ${cobros.padreId}`))
      .orderBy(asc(menuItem.orden), asc(menuItem.id));
    const links = hermanos.map((h) => h.link);
    expect(links[links.indexOf('/cobro') + 1]).toBe('/presupuesto');
    const permisos = async (link: string) =>
      server.db
        .select({ usuarioId: permiso.usuarioId, autorizado: permiso.autorizado })
        .from(permiso)
        .where(
          inArray(
            permiso.menuItemId,
            server.db.select({ id: menuItem.id }).from(menuItem).where(eq(menuItem.link, link)),
          ),
        )
        .orderBy(asc(permiso.usuarioId));
    expect(await permisos('/presupuesto')).toEqual(await permisos('/obras/resumen'));
    // Run again, it changes nothing.
    for (const statement of menuStatements) await server.db.execute(sql.raw(statement));
    expect((await server.db.select().from(menuItem).where(eq(menuItem.link, '/presupuesto'))).length).toBe(1);
  });
});
