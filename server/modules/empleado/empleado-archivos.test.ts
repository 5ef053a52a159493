import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { JPEG_IMAGE, oversizedPng, PDF_FILE, pngImage } from '../../files/test-files';
import { MAX_UPLOAD_BYTES } from '../../app';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { empleadoForm, storedCounts, VALIDO, type FilePart } from './test-helpers';

let server: TestServer;
let admin: string;
let sucursales: { matriz: number; otra: number };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
  sucursales = await twoSucursales(server);
});
afterAll(() => server.close());

const post = (body: FormData, token = admin) => server.request('/api/empleado', { method: 'POST', token, body });
const png = (content = pngImage(), filename = 'foto.png'): FilePart => ({ content, filename, type: 'image/png' });
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

async function crear(extra: Record<string, unknown> = {}, fotos: FilePart[] = []) {
  const res = await post(empleadoForm({ ...VALIDO, ...extra }, fotos));
  expect(res.status).toBe(201);
  return res.json();
}

/** Uploads a bad photo: the status and message, no row of either table, no file on disk. */
async function expectRefused(foto: FilePart, status: number, message: string) {
  const before = await storedCounts(server);
  const res = await post(empleadoForm(VALIDO, [foto]));
  expect(res.status).toBe(status);
  expect((await res.json()).message).toBe(message);
  expect(await storedCounts(server)).toEqual(before);
  await expect(server.app.files.read(sha256(foto.content))).rejects.toThrow(/ENOENT/);
}

describe('foto uploads, checked by content', () => {
  it('refuses a PDF renamed .png with 415 and names the allowed types', async () => {
    await expectRefused(png(PDF_FILE, 'foto.png'), 415, 'Tipo de archivo no permitido');
    const res = await post(empleadoForm(VALIDO, [png(PDF_FILE)]));
    expect((await res.json()).errors).toEqual([{ field: 'foto', message: 'Solo se permiten archivos PNG o JPEG' }]);
  });

  it('refuses text and empty files whatever their declared type', async () => {
    await expectRefused(
      { content: Buffer.from('no soy imagen'), filename: 'foto.jpg', type: 'image/jpeg' },
      415,
      'Tipo de archivo no permitido',
    );
    await expectRefused(
      { content: Buffer.alloc(0), filename: 'vacia.png', type: 'image/png' },
      415,
      'Tipo de archivo no permitido',
    );
  });

  it('accepts a JPEG declared as anything, and stores its type by content', async () => {
    const created = await crear({}, [{ content: JPEG_IMAGE, filename: 'foto', type: 'application/octet-stream' }]);
    const foto = await server.request(created.foto, { token: admin });
    expect(foto.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a photo over 10 MB with 413 and stores nothing', async () => {
    await expectRefused(png(oversizedPng(MAX_UPLOAD_BYTES + 1)), 413, 'El archivo excede el tamano maximo permitido');
  });

  it('accepts a photo of exactly 10 MB', async () => {
    const created = await crear({}, [png(oversizedPng(MAX_UPLOAD_BYTES))]);
    const foto = await server.request(created.foto, { token: admin });
    expect(Number(foto.headers.get('content-length'))).toBe(MAX_UPLOAD_BYTES);
    await foto.arrayBuffer();
  });

  it('refuses two photos in one request', async () => {
    const before = await storedCounts(server);
    const res = await post(empleadoForm(VALIDO, [png(), png(pngImage(2, 2))]));
    expect(res.status).toBe(400);
    expect(await storedCounts(server)).toEqual(before);
  });
});

describe('GET /api/empleado/{id}/credencial', () => {
  const pdfText = async (res: Response) => Buffer.from(await res.arrayBuffer()).toString('latin1');

  it('answers a one-page, card-sized PDF with the photo embedded', async () => {
    const created = await crear({}, [png(pngImage(30, 40))]);
    const res = await server.request(`/api/empleado/${created.id}/credencial`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="credencial-${created.id}.pdf"`);
    const pdf = await pdfText(res);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/MediaBox [0 0 242.65 153.07]');
    expect(pdf).toContain('/Count 1');
    expect(pdf).toMatch(/\/Subtype \/Image/);
  });

  it('prints without photo, and keeps a 150-character nombre on one page', async () => {
    const created = await crear({
      nombre: 'Nombre Muy Largo '.repeat(9).slice(0, 150),
      puesto: 'Operador de maquinaria pesada y equipo menor de obra',
    });
    const pdf = await pdfText(await server.request(`/api/empleado/${created.id}/credencial`, { token: admin }));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/Count 1');
    expect(pdf).not.toMatch(/\/Subtype \/Image/);
  });

  it("answers 404 for another sucursal's empleado and 401 without a token", async () => {
    const ajeno = await crear({ sucursal: { id: sucursales.otra } });
    const usuario = await tokenFor(server, { username: 'credencial', sucursalId: sucursales.matriz });
    expect((await server.request(`/api/empleado/${ajeno.id}/credencial`, { token: usuario })).status).toBe(404);
    expect((await server.request(`/api/empleado/${ajeno.id}/credencial`)).status).toBe(401);
  });
});

describe('GET /api/documento/{id}', () => {
  let foto: string;
  let content: Buffer;

  beforeAll(async () => {
    content = pngImage(3, 5);
    foto = (await crear({ sucursal: { id: sucursales.otra } }, [png(content, 'Peña ñ.png')])).foto;
  });

  it('streams the file with its type and name to a user who may see the owner', async () => {
    const mismo = await tokenFor(server, { username: 'doc-obregon', sucursalId: sucursales.otra });
    const res = await server.request(foto, { token: mismo });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Pena n.png"; filename*=UTF-8''Pe%C3%B1a%20%C3%B1.png`,
    );
    expect(Buffer.from(await res.arrayBuffer())).toEqual(content);
  });

  it("answers 404 to another sucursal's user and to one without the owner's menu permiso", async () => {
    const otro = await tokenFor(server, { username: 'doc-matriz', sucursalId: sucursales.matriz });
    const sinPermiso = await tokenFor(server, {
      username: 'doc-sin',
      sucursalId: sucursales.otra,
      denied: ['/empleados'],
    });
    for (const token of [otro, sinPermiso]) {
      const res = await server.request(foto, { token });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('Documento no encontrado..');
    }
  });

  it('answers 401 without a token, 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await server.request(foto)).status).toBe(401);
    expect((await server.request('/api/documento/999999', { token: admin })).status).toBe(404);
    expect((await server.request('/api/documento/abc', { token: admin })).status).toBe(400);
  });

  it('follows the empleado when a superuser moves it to another sucursal', async () => {
    const created = await crear({}, [png(pngImage(7, 7))]);
    const matriz = await tokenFor(server, { username: 'doc-sigue', sucursalId: sucursales.matriz });
    expect((await server.request(created.foto, { token: matriz })).status).toBe(200);
    const moved = await server.request('/api/empleado', {
      method: 'PUT',
      token: admin,
      json: { ...created, sucursal: { id: sucursales.otra } },
    });
    expect((await moved.json()).foto).toBe(created.foto);
    expect((await server.request(created.foto, { token: matriz })).status).toBe(404);
  });
});
