/**
 * An estimación's anexos over HTTP (server/domain/anexos.ts): its números generadores and its
 * reporte fotográfico added with their titulo and tipo, listed in its read, downloadable, and
 * removed — only while it is creada, only by whoever holds the /estimacion permiso and sees its
 * sucursal, only PDF, PNG or JPEG by content; every refusal answers its Spanish 4xx and stores nothing.
 */
import { estimacionBody } from './test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ANEXO_NO_ENCONTRADO, TIPO_ANEXO, TITULO_ANEXO } from '../../../schemas/anexos';
import { REQUIRED_MESSAGE } from '../../../schemas/validation';
import { anexo, conceptoObra, documento } from '../../db/schema';
import { TYPE_NOT_ALLOWED } from '../../files/documentos';
import { PDF_FILE, pngImage } from '../../files/test-files';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertObra } from '../obra/test-fixtures';

let server: TestServer;
let admin: string;
let ajeno: string;
let sinPermiso: string;
let estimacionId: number;

const API = '/api/estimacion';
const anexos = async () => (await server.db.select({ n: count() }).from(anexo))[0].n;
const documentos = async () => (await server.db.select({ n: count() }).from(documento))[0].n;

function anexar(fields: Record<string, string>, file?: [Buffer, string], token = admin, id = estimacionId) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('file', new Blob([new Uint8Array(file[0])]), file[1]);
  return server.request(`${API}/${id}/anexo`, { method: 'POST', token, body });
}
const leer = async (token = admin) => (await server.request(`${API}/${estimacionId}`, { token })).json();
const quitar = (anexoId: number, token = admin) =>
  server.request(`${API}/${estimacionId}/anexo/${anexoId}`, { method: 'DELETE', token });
const expectError = async (res: Response, status: number, message: string) =>
  expect([res.status, (await res.json()).message]).toEqual([status, message]);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  const { matriz, otra } = await twoSucursales(server);
  ajeno = await tokenFor(server, { username: 'ajeno-anexos', sucursalId: otra, role: 'ROLE_ADMIN' });
  sinPermiso = await tokenFor(server, {
    username: 'sin-estimacion-anexos',
    sucursalId: matriz,
    denied: ['/estimacion'],
  });
  const obraId = await insertObra(server.db, matriz, 'Puente Sonora');
  const [concepto] = await server.db
    .insert(conceptoObra)
    .values({
      obraId,
      orden: 0,
      clave: 'CIM-01',
      descripcion: 'Cimentacion',
      unidad: 'm3',
      cantidad: '100',
      precioUnitario: '1000.00',
      importe: '100000.00',
    })
    .returning({ id: conceptoObra.id });
  const res = await server.request(API, {
    method: 'POST',
    token: admin,
    json: estimacionBody(obraId, [{ conceptoObraId: concepto.id, cantidad: 10 }]),
  });
  expect(res.status).toBe(201);
  estimacionId = (await res.json()).id;
});

afterAll(() => server?.close());

describe('anexos de una estimacion', () => {
  let generador: number;
  let foto: number;

  it('agrega un generador (PDF) y una foto (PNG) con su titulo; la lectura los lista y acciones.anexar los permite', async () => {
    const nueva = await leer();
    expect(nueva.anexos).toEqual([]);
    expect(nueva.acciones.anexar).toEqual({ visible: true, permitida: true });

    const res = await anexar({ titulo: 'Generador de cimentacion', tipo: 'generador' }, [PDF_FILE, 'generador.pdf']);
    expect(res.status).toBe(201);
    const conGenerador = await res.json();
    expect(conGenerador.anexos).toMatchObject([
      {
        tipo: 'generador',
        titulo: 'Generador de cimentacion',
        nombre: 'generador.pdf',
        tipoArchivo: 'application/pdf',
      },
    ]);
    generador = conGenerador.anexos[0].id;

    const conFoto = await (await anexar({ titulo: '  Zapata Z-1  ', tipo: 'foto' }, [pngImage(8, 8), 'z1.png'])).json();
    foto = conFoto.anexos[1].id;
    expect(conFoto.anexos.map((a: { titulo: string; tipo: string }) => [a.tipo, a.titulo])).toEqual([
      ['generador', 'Generador de cimentacion'],
      ['foto', 'Zapata Z-1'],
    ]);
    expect((await leer()).anexos).toEqual(conFoto.anexos);

    const descarga = await server.request(conFoto.anexos[1].url, { token: admin });
    expect([descarga.status, descarga.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('rechaza un archivo que no es PDF ni imagen, sin titulo o de otro tipo, sin archivo: 4xx y nada guardado', async () => {
    const [antes, docsAntes] = [await anexos(), await documentos()];
    const texto = await anexar({ titulo: 'Notas', tipo: 'generador' }, [Buffer.from('solo texto'), 'notas.png']);
    expect([texto.status, (await texto.json()).message]).toEqual([415, TYPE_NOT_ALLOWED]);
    const sinTitulo = await anexar({ titulo: ' ', tipo: 'foto' }, [pngImage(), 'a.png']);
    expect(sinTitulo.status).toBe(400);
    expect((await sinTitulo.json()).errors).toEqual([{ field: 'titulo', message: REQUIRED_MESSAGE }]);
    const largo = await anexar({ titulo: 'x'.repeat(201), tipo: 'foto' }, [pngImage(), 'a.png']);
    expect((await largo.json()).errors).toEqual([{ field: 'titulo', message: TITULO_ANEXO }]);
    const otroTipo = await anexar({ titulo: 'Plano', tipo: 'plano' }, [pngImage(), 'a.png']);
    expect((await otroTipo.json()).errors).toEqual([{ field: 'tipo', message: TIPO_ANEXO }]);
    const sinArchivo = await anexar({ titulo: 'Plano', tipo: 'foto' });
    expect(sinArchivo.status).toBe(400);
    expect([await anexos(), await documentos()]).toEqual([antes, docsAntes]);
  });

  it('otra sucursal no la ve (404) y sin el permiso de estimaciones se niega (403): nada guardado ni quitado', async () => {
    const antes = await anexos();
    await expectError(
      await anexar({ titulo: 'Ajeno', tipo: 'foto' }, [pngImage(), 'a.png'], ajeno),
      404,
      'Estimacion no encontrada',
    );
    await expectError(await quitar(foto, ajeno), 404, 'Estimacion no encontrada');
    expect((await anexar({ titulo: 'Sin permiso', tipo: 'foto' }, [pngImage(), 'a.png'], sinPermiso)).status).toBe(403);
    expect((await quitar(foto, sinPermiso)).status).toBe(403);
    expect(await anexos()).toBe(antes);
  });

  it('quita un anexo; uno que no es suyo responde 404', async () => {
    const res = await quitar(generador);
    expect(res.status).toBe(200);
    expect((await res.json()).anexos.map((a: { id: number }) => a.id)).toEqual([foto]);
    await expectError(await quitar(generador), 404, ANEXO_NO_ENCONTRADO);
    expect(await server.db.select({ id: anexo.id }).from(anexo).where(eq(anexo.id, generador))).toEqual([]);
  });

  it('enviada, ya no se agregan ni se quitan (409) y acciones.anexar no se ofrece', async () => {
    expect((await server.request(`${API}/${estimacionId}/enviar`, { method: 'POST', token: admin })).status).toBe(200);
    const enviada = await leer();
    expect(enviada.acciones.anexar).toMatchObject({ visible: false, permitida: false });
    const [antes, docsAntes] = [await anexos(), await documentos()];
    await expectError(
      await anexar({ titulo: 'Tarde', tipo: 'foto' }, [pngImage(), 'tarde.png']),
      409,
      'La estimacion ya fue enviada..',
    );
    await expectError(await quitar(foto), 409, 'La estimacion ya fue enviada..');
    expect([await anexos(), await documentos()]).toEqual([antes, docsAntes]);
    expect(enviada.anexos).toHaveLength(1);
  });
});
