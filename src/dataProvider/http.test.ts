import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { usuario } from '../../mocks/fixtures';
import { pdfFile, useNodeFiles } from '../../mocks/nodeFiles';
import { server } from '../../mocks/server';
import { session } from '../providers/session';
import { apiJson } from './http';
import { apiUpload } from './upload';

const signIn = () => session.setUser({ ...usuario, token: 'de-la-sesion' });

function fileBody(): FormData {
  const body = new FormData();
  body.append('archivo', pdfFile('comprobante.pdf'));
  return body;
}

describe('apiJson', () => {
  it('sends the session token and JSON, and reads JSON', async () => {
    signIn();
    let seen: { authorization: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/eco', async ({ request }) => {
        seen = {
          authorization: request.headers.get('Authorization'),
          type: request.headers.get('Content-Type'),
          body: await request.json(),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    expect(await apiJson('/api/eco', { method: 'POST', body: { a: 1 } })).toEqual({ ok: true });
    expect(seen).toEqual({ authorization: 'Bearer de-la-sesion', type: 'application/json', body: { a: 1 } });
  });

  it('answers undefined for an empty body', async () => {
    server.use(http.delete('/api/eco', () => new HttpResponse(null, { status: 204 })));
    expect(await apiJson('/api/eco', { method: 'DELETE' })).toBeUndefined();
  });

  it('turns field errors into the form shape, and a 401 ends the session', async () => {
    signIn();
    server.use(
      http.get('/api/eco', () =>
        HttpResponse.json({ message: 'Sesion vencida', errors: [{ field: 'x', message: 'mal' }] }, { status: 401 }),
      ),
    );
    const error = await apiJson('/api/eco').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Sesion vencida', body: { errors: { x: 'mal' } } });
    expect(session.user()).toBeNull();
  });

  it('reads again by itself while the server answers 503 (the database is away), then answers', async () => {
    let calls = 0;
    server.use(
      http.get('/api/eco', () =>
        ++calls < 3
          ? HttpResponse.json(
              { message: 'La base de datos no responde' },
              { status: 503, headers: { 'Retry-After': '5' } },
            )
          : HttpResponse.json({ ok: true }),
      ),
    );
    expect(await apiJson('/api/eco')).toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it("sends a write once: a 503 is the user's to send again, with its message", async () => {
    let calls = 0;
    server.use(
      http.post('/api/eco', () => {
        calls++;
        return HttpResponse.json({ message: 'La base de datos no responde' }, { status: 503 });
      }),
    );
    await expect(apiJson('/api/eco', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 503,
      message: 'La base de datos no responde',
    });
    expect(calls).toBe(1);
  });

  it('says there is no connection when the network fails', async () => {
    server.use(http.get('/api/eco', () => HttpResponse.error()));
    await expect(apiJson('/api/eco')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/^No hay conexion con el servidor: /),
    });
  });
});

describe('apiUpload', () => {
  beforeEach(useNodeFiles);

  it('sends the parts with the token, reports progress up to 100 % and reads the JSON answer', async () => {
    signIn();
    let seen: { authorization: string | null; file: string | undefined; id: string | null } | undefined;
    server.use(
      http.put('/api/compra/comprobante', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('archivo');
        seen = {
          authorization: request.headers.get('Authorization'),
          file: file instanceof Blob ? await file.text() : undefined,
          id: new URL(request.url).searchParams.get('id'),
        };
        return HttpResponse.json({ id: 5, comprobante: '/api/documento/31' });
      }),
    );
    const progress: number[] = [];
    const answer = await apiUpload('/api/compra/comprobante', fileBody(), {
      method: 'PUT',
      query: { id: 5 },
      onProgress: (percent) => progress.push(percent),
    });
    expect(answer).toEqual({ id: 5, comprobante: '/api/documento/31' });
    expect(seen).toEqual({ authorization: 'Bearer de-la-sesion', file: '%PDF-1.4', id: '5' });
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("rejects with the server's message, and a 401 ends the session", async () => {
    signIn();
    server.use(
      http.post('/api/subir', () => HttpResponse.json({ message: 'Tipo de archivo no permitido' }, { status: 415 })),
    );
    await expect(apiUpload('/api/subir', fileBody())).rejects.toMatchObject({
      status: 415,
      message: 'Tipo de archivo no permitido',
    });
    expect(session.user()).not.toBeNull();

    server.use(http.post('/api/subir', () => HttpResponse.json({ message: 'Sesion vencida' }, { status: 401 })));
    await expect(apiUpload('/api/subir', fileBody())).rejects.toBeInstanceOf(HttpError);
    expect(session.user()).toBeNull();
  });

  it("says why the file was refused: the server's message and its detail", async () => {
    server.use(
      http.post('/api/subir', () =>
        HttpResponse.json(
          {
            message: 'Tipo de archivo no permitido',
            errors: [{ field: 'file', message: 'Solo se permiten archivos PDF o PNG o JPEG' }],
          },
          { status: 415 },
        ),
      ),
    );
    await expect(apiUpload('/api/subir', fileBody())).rejects.toMatchObject({
      status: 415,
      message: 'Tipo de archivo no permitido: Solo se permiten archivos PDF o PNG o JPEG',
    });
  });

  it('names the status when a refused upload carries no message (docs/product.md §8)', async () => {
    server.use(http.patch('/api/subir', () => new HttpResponse('<html>proxy</html>', { status: 502 })));
    await expect(apiUpload('/api/subir', fileBody(), { method: 'PATCH' })).rejects.toMatchObject({
      status: 502,
      message: 'File upload failed with status: 502',
    });
  });

  it('says there is no connection when the upload gets no answer', async () => {
    server.use(http.post('/api/subir', () => HttpResponse.error()));
    await expect(apiUpload('/api/subir', fileBody())).rejects.toMatchObject({
      status: 0,
      message: 'No hay conexion con el servidor: sin respuesta',
    });
  });
});
