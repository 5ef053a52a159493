/**
 * Uploads: a request too large is refused before its body is read, and a request that fails after
 * its file was written leaves no file behind.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../files/test-files';
import { MAX_MULTIPART_BYTES } from '../files/limits';
import { empleadoForm, VALIDO } from '../modules/empleado/test-helpers';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

describe('upload limits', () => {
  it('answers 413 to a multipart request declaring more than the limit, without waiting for its body', async () => {
    const { port } = new URL(server.baseUrl);
    const head = [
      'POST /api/empleado HTTP/1.1',
      'Host: x',
      `Authorization: Bearer ${token}`,
      'Content-Type: multipart/form-data; boundary=frontera',
      `Content-Length: ${MAX_MULTIPART_BYTES + 1}`,
    ].join('\r\n');
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`${head}\r\n\r\n--frontera\r\n`));
      let text = '';
      const timer = setTimeout(
        () => (socket.destroy(), reject(new Error('sin respuesta: el servidor espera el cuerpo'))),
        3000,
      );
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
        if (!text.includes('}')) return;
        clearTimeout(timer);
        socket.destroy();
        resolve(text);
      });
      socket.on('error', () => undefined);
    });
    expect(answer).toMatch(/^HTTP\/1.1 413/);
    expect(answer).toContain('El archivo excede el tamano maximo permitido');
  });
});

describe('a failed upload', () => {
  it('removes the file it wrote when the request fails afterwards', async () => {
    // A database refusal after the photo is stored: the empleado insert itself fails.
    await server.db.execute(sql`CREATE FUNCTION falla_empleado() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.nombre = 'Falla Despues' THEN RAISE EXCEPTION 'fallo simulado' USING ERRCODE = '23514'; END IF; RETURN NEW; END $$`);
    await server.db.execute(
      sql`CREATE TRIGGER falla_empleado BEFORE INSERT ON empleado FOR EACH ROW EXECUTE FUNCTION falla_empleado()`,
    );
    const foto = pngImage(7, 5, [1, 2, 3]);
    const sha256 = crypto.createHash('sha256').update(foto).digest('hex');
    const form = empleadoForm({ ...VALIDO, nombre: 'Falla Despues' }, [
      { content: foto, filename: 'f.png', type: 'image/png' },
    ]);
    const res = await server.request('/api/empleado', { method: 'POST', token, body: form });
    expect(res.status).toBeGreaterThanOrEqual(400);
    await expect(server.app.files.read(sha256)).rejects.toThrow(/ENOENT/);

    const ok = empleadoForm({ ...VALIDO, nombre: 'Con Foto' }, [
      { content: foto, filename: 'f.png', type: 'image/png' },
    ]);
    expect((await server.request('/api/empleado', { method: 'POST', token, body: ok })).status).toBe(201);
    expect(await server.app.files.read(sha256)).toEqual(foto);
  });
});
