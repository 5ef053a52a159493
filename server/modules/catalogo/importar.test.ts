/**
 * Importing a spreadsheet into a designed catalog over HTTP: the preview lists each bad row with its
 * Spanish errors and stores nothing; the confirmation stores every valid row in one transaction in
 * the caller's sucursal; a second import of the same sheet reports each row a duplicate of the
 * catalog's key. The export answers the list as .xlsx that reads back the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { bitacora, catalogoRegistro, usuario } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { vehiculos } from '../catalogo-diseno/test-fixtures';
import { insertObra } from '../obra/test-fixtures';

const API = '/api/catalogo/vehiculos';
const ROWS = 1000;
const BAD = new Map([
  [120, { tipo: 'Submarino' }],
  [480, { nombre: '' }],
  [905, { obra: 'Obra Inexistente' }],
]);

let server: TestServer;
let admin: string;
let sheet: Buffer;
let obraAjena: number;

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const hoja = book.addWorksheet('Vehiculos');
  hoja.addRow(['Nombre', 'Placas', 'Tipo', 'Obra', 'Notas']);
  for (let i = 1; i <= ROWS; i += 1) {
    const row = {
      nombre: `Unidad ${i}`,
      placas: `P-${String(i).padStart(4, '0')}`,
      tipo: 'volteo',
      obra: 'torre norte',
      ...BAD.get(i),
    };
    hoja.addRow([row.nombre, row.placas, row.tipo, row.obra, 'sin uso']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const importar = (confirmar: boolean) => {
  const form = new FormData();
  form.append('confirmar', String(confirmar));
  form.append('archivo', new Blob([new Uint8Array(sheet)]), 'vehiculos.xlsx');
  return server.request(`${API}/importar`, { method: 'POST', token: admin, body: form });
};

interface Importacion {
  filas: { fila: number; errores: { field: string; message: string }[] }[];
  validas: number;
  conErrores: number;
  guardadas: number;
  columnasIgnoradas: string[];
}
/** A user of the main sucursal with the catalog's permiso (admin is the superuser, who sees every sucursal). */
async function userToken(): Promise<string> {
  const [user] = await server.db
    .select({ sucursalId: usuario.sucursalId })
    .from(usuario)
    .where(eq(usuario.username, 'admin'));
  return tokenFor(server, { username: `patio${Date.now()}`, sucursalId: user.sucursalId!, role: 'ROLE_ADMIN' });
}

const stored = async () =>
  (await server.db.select({ n: count() }).from(catalogoRegistro).where(eq(catalogoRegistro.catalogo, 'vehiculos')))[0]
    .n;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const { matriz, otra } = await twoSucursales(server);
  await insertObra(server.db, matriz, 'Torre Norte');
  obraAjena = await insertObra(server.db, otra, 'Obra Ajena');
  const res = await server.request('/api/configura/catalogos', {
    method: 'POST',
    token: admin,
    json: { nombre: 'vehiculos', esquema: vehiculos() },
  });
  expect(res.status).toBe(201);
  sheet = await workbook();
});
afterAll(() => server.close());

describe('importing a spreadsheet', () => {
  it('previews 1,000 rows: exactly the 3 bad ones with their Spanish errors, nothing stored', async () => {
    const res = await importar(false);
    const preview = (await res.json()) as Importacion;
    expect(res.status).toBe(200);
    expect(preview).toMatchObject({ validas: 997, conErrores: 3, guardadas: 0, columnasIgnoradas: ['Notas'] });
    const malas = preview.filas.filter((f) => f.errores.length > 0);
    // The header is row 1, so data row i is sheet row i + 1.
    expect(malas).toEqual([
      expect.objectContaining({ fila: 121, errores: [{ field: 'tipo', message: expect.any(String) }] }),
      expect.objectContaining({ fila: 481, errores: [{ field: 'nombre', message: 'Campo Obligatorio' }] }),
      expect.objectContaining({
        fila: 906,
        errores: [{ field: 'obra', message: "No se encontro 'Obra Inexistente' en Obra" }],
      }),
    ]);
    expect(await stored()).toBe(0);
  });

  it('stores the 997 valid rows in one transaction on confirmation, each in the bitacora', async () => {
    const res = await importar(true);
    expect(res.status).toBe(200);
    expect((await res.json()) as Importacion).toMatchObject({ validas: 997, conErrores: 3, guardadas: 997 });
    expect(await stored()).toBe(997);
    const [{ n }] = await server.db
      .select({ n: count() })
      .from(bitacora)
      .where(eq(bitacora.tabla, 'catalogo_registro'));
    expect(n).toBe(997);
    const page = await server.request(`${API}?toSearch=torre&pageSize=1`, { token: admin });
    expect(await page.json()).toMatchObject({ totalElements: 997, content: [{ obra: { nombre: 'Torre Norte' } }] });
  });

  it('reports every row of a second import as a duplicate of the key, and stores nothing', async () => {
    const res = await importar(true);
    const again = (await res.json()) as Importacion;
    expect(again).toMatchObject({ validas: 0, guardadas: 0 });
    expect(again.filas[0].errores).toEqual([{ field: 'placas', message: 'Ya existe un registro con Placas P-0001' }]);
    expect(await stored()).toBe(997);
  });

  it("refuses, row by row, another sucursal's obra named by its id or its name", async () => {
    const form = new FormData();
    form.append('archivo', new Blob([`Nombre,Placas,Obra\nPipa,X-1,${obraAjena}\nGrua,X-2,Obra Ajena\n`]), 'v.csv');
    const res = await server.request(`${API}/importar`, { method: 'POST', token: await userToken(), body: form });
    const preview = (await res.json()) as Importacion;
    expect(preview.filas.map((f) => f.errores)).toEqual([
      [{ field: 'obra.id', message: 'Seleccione una obra valida..' }],
      [{ field: 'obra', message: "No se encontro 'Obra Ajena' en Obra" }],
    ]);
  });

  it('refuses a file that is no sheet with a Spanish 415', async () => {
    const form = new FormData();
    form.append('archivo', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])]), 'foto.png');
    const res = await server.request(`${API}/importar`, { method: 'POST', token: admin, body: form });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe('El archivo debe ser una hoja .xlsx o .csv');
  });
});

describe('exporting the list', () => {
  it('answers the searched list as .xlsx with the fields by title and references by name', async () => {
    const res = await server.request(`${API}/exportar?toSearch=unidad 99`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0].slice(1, 5)).toEqual(['Nombre', 'Placas', 'Tipo', 'Obra']);
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      'Unidad 99',
      ...Array.from({ length: 10 }, (_, i) => `Unidad ${990 + i}`),
    ]);
    expect(rows[1][4]).toBe('Torre Norte');
  });
});
