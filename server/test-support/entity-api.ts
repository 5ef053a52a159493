/**
 * The calls every catalog's API test makes: POST/PUT on the entity's path, GET, a row count of its
 * table, and "this body is refused with that message on that field, and nothing is stored".
 * Getters, because the server and the token exist only once the test file's beforeAll ran.
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { TestServer } from './server';

export function entityApi(api: string, table: PgTable, server: () => TestServer, token: () => string) {
  const post = (json: unknown, as = token()) => server().request(api, { method: 'POST', token: as, json });
  const put = (json: unknown, as = token()) => server().request(api, { method: 'PUT', token: as, json });
  const get = (path: string, as = token()) => server().request(path, { token: as });

  async function storedCount(): Promise<number> {
    const [{ n }] = await server().db.select({ n: count() }).from(table);
    return n;
  }

  /** Sends an invalid body: 400 'Datos invalidos' naming the field with its message, nothing stored. */
  async function expectRejected(json: unknown, field: string, message: string, send = post) {
    const before = await storedCount();
    const res = await send(json);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Datos invalidos');
    expect(body.errors).toContainEqual({ field, message });
    expect(await storedCount()).toBe(before);
  }

  return { post, put, get, storedCount, expectRejected };
}
