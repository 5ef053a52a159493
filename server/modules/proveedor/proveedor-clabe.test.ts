/**
 * An optional field added by its schema, its column and its migration alone (server/entity/README.md):
 * the CLABE of a proveedor round-trips through POST, GET and PUT, and is validated by the schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { proveedor } from '../../db/schema';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { entityApi } from '../../test-support/entity-api';

const CLABE_MESSAGE = 'Ingrese una CLABE de 18 digitos..';
const CLABE = '002180700123456789';

const valido = {
  nombre: 'Aceros del Pacifico',
  direccion: 'Carretera a Nogales km 5, Hermosillo, Sonora',
  rfc: 'APA010203AB1',
  telefono: '662 260 1000',
  correo: 'ventas@acerospacifico.mx',
};

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', ADMIN_PASSWORD);
});
afterAll(() => server.close());

const { post, put, get, expectRejected } = entityApi(
  '/api/proveedor',
  proveedor,
  () => server,
  () => admin,
);

const storedClabe = async (id: number) =>
  (await server.db.select({ clabe: proveedor.clabe }).from(proveedor).where(eq(proveedor.id, id)))[0].clabe;

describe('proveedor clabe', () => {
  it('stores, reads, replaces and clears the CLABE', async () => {
    const created = await post({ ...valido, clabe: ` ${CLABE} ` });
    expect(created.status).toBe(201);
    const stored = await created.json();
    expect(stored).toEqual({
      ...valido,
      id: expect.any(Number),
      esCredito: false,
      clabe: CLABE,
      actualizado: expect.any(String),
    });
    expect(await storedClabe(stored.id)).toBe(CLABE);
    expect(await (await get(`/api/proveedor/${stored.id}`)).json()).toEqual(stored);

    const otra = '014180655012345678';
    const updated = await put({ ...stored, clabe: otra });
    expect(updated.status).toBe(200);
    const conOtra = await updated.json();
    expect(conOtra).toEqual({ ...stored, clabe: otra, actualizado: expect.any(String) });
    expect(await (await get(`/api/proveedor/${stored.id}`)).json()).toEqual(conOtra);

    const { clabe: _cleared, ...sinClabe } = conOtra;
    expect(await (await put(sinClabe)).json()).toEqual({ ...sinClabe, actualizado: expect.any(String) });
    expect(await storedClabe(stored.id)).toBeNull();
  });

  it("rejects a CLABE that is not 18 digits with 'Ingrese una CLABE de 18 digitos..', storing nothing", async () => {
    for (const clabe of ['00218070012345678', '0021807001234567890', '00218070012345678X', 2180700123456789]) {
      await expectRejected({ ...valido, clabe }, 'clabe', CLABE_MESSAGE);
    }
    const stored = await (await post({ ...valido, clabe: CLABE })).json();
    await expectRejected({ ...stored, clabe: 'CLABE-INVALIDA' }, 'clabe', CLABE_MESSAGE, put);
    expect(await storedClabe(stored.id)).toBe(CLABE);
  });
});
