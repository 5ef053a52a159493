/**
 * Errors raised by Fastify, by Node's HTTP parser and by the database answer in Spanish with the
 * contract's `{ message, errors }` body, never Fastify's English or a 500.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../db/schema';
import { DUPLICATE, errorHandler } from '../plugins/app/error-handler';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test-support/server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

/** Sends raw bytes and answers the status line and the body. */
function raw(bytes: string): Promise<{ status: number; body: { message: string } }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head, body] = text.split('\r\n\r\n');
      if (!head) return reject(new Error('sin respuesta'));
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
    });
  });
}

const ENGLISH = /not a valid|Client Error|Exceeded|Bad Request|Unsupported|Body|Request|Route|not found/i;

async function expectSpanish(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body).toEqual({ message, errors: expect.any(Array) });
  expect(body.message).not.toMatch(ENGLISH);
}

describe("Fastify's own 4xx", () => {
  it('answers a URL that does not decode in Spanish', async () => {
    await expectSpanish(
      await server.request('/api/cliente/%E0%A4%A', { token }),
      400,
      'La direccion solicitada no es valida',
    );
  });

  it('answers bad JSON, an empty body, a wrong content type and a large body in Spanish', async () => {
    const post = (body: string, type: string) =>
      server.request('/api/cliente', { method: 'POST', token, body, headers: { 'content-type': type } });
    await expectSpanish(
      await post('{"nombre":', 'application/json'),
      400,
      'El cuerpo de la peticion no es JSON valido',
    );
    await expectSpanish(await post('', 'application/json'), 400, 'El cuerpo de la peticion esta vacio');
    await expectSpanish(await post('<nombre/>', 'application/xml'), 415, 'Tipo de contenido no soportado');
    await expectSpanish(
      await post(JSON.stringify({ nombre: 'x'.repeat(1_100_000) }), 'application/json'),
      413,
      'La peticion es demasiado grande',
    );
    await expectSpanish(
      await post('{"__proto__":{"x":1}}', 'application/json'),
      400,
      'El cuerpo de la peticion no es JSON valido',
    );
  });

  it('answers an unknown API path in Spanish', async () => {
    await expectSpanish(await server.request('/api/no-existe', { token }), 404, 'Recurso no encontrado');
  });
});

describe("Node's HTTP parser errors", () => {
  it('answers headers too large in Spanish', async () => {
    const res = await raw(`GET /unauth/ping HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res).toEqual({
      status: 431,
      body: { message: 'Los encabezados de la peticion son demasiado grandes', errors: [] },
    });
  });

  it('answers a malformed request line in Spanish', async () => {
    const res = await raw('ESTO NO ES HTTP\r\n\r\n');
    expect(res).toEqual({ status: 400, body: { message: 'La peticion HTTP esta mal formada', errors: [] } });
  });
});

describe('database refusals', () => {
  it('answers a unique-key violation 409 in Spanish, and logs a server bug without the query parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { level: 'error', stream } });
    await app.register(errorHandler);
    const insert = (username: string, correo: string | null) => () =>
      server.db.insert(usuario).values({
        username,
        role: 'ROLE_USER',
        nombres: 'N',
        apellidos: 'A',
        correo: correo as string,
        passwordHash: '$argon2id$secreto',
      });
    app.post('/duplicado', insert('admin', 'c@x.mx'));
    app.post('/sin-sucursal', async () => server.db.execute('SELECT 1/0'));
    // A NOT NULL violation is the server's own bug: a 500, logged without the insert's parameters.
    app.post('/sin-correo', insert('nuevo', null));
    const dup = await app.inject({ method: 'POST', url: '/duplicado' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: DUPLICATE, errors: [] });
    const zero = await app.inject({ method: 'POST', url: '/sin-sucursal' });
    expect(zero.statusCode).toBe(400);
    const bug = await app.inject({ method: 'POST', url: '/sin-correo' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ message: 'Error interno del servidor', errors: [] });
    await app.close();
    expect(lines.join('')).toContain('error no controlado');
    expect(lines.join('')).toContain('23502');
    expect(lines.join('')).not.toContain('secreto');
  });
});
