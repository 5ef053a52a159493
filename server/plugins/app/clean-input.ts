/**
 * Text PostgreSQL cannot store, refused before any rule or query sees it: a NUL byte (text and
 * jsonb reject it) or a lone UTF-16 surrogate (jsonb rejects its escape; text would store a
 * replacement character). Also bounds nesting, so no recursive walk of a body can overflow the
 * stack. Every key and value of the params, query string and body is checked, and multipart JSON
 * parts through `assertCleanInput` (server/files/multipart.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http-errors';

export const INVALID_TEXT = 'El texto contiene caracteres no permitidos';
export const TOO_DEEP = 'La peticion tiene demasiados niveles de anidamiento';
const MAX_DEPTH = 32;

// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what is refused
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Iterative, so a hostile depth cannot overflow the stack before it is refused. */
export function assertCleanInput(input: unknown, part = ''): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: part, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      if (BAD_TEXT.test(value)) throw badRequest(INVALID_TEXT, [{ field: path, message: INVALID_TEXT }]);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_DEPTH) throw badRequest(TOO_DEEP, [{ field: path, message: TOO_DEEP }]);
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (BAD_TEXT.test(key)) throw badRequest(INVALID_TEXT, [{ field: path, message: INVALID_TEXT }]);
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
}

export const cleanInput = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    assertCleanInput(request.params);
    assertCleanInput(request.query);
    assertCleanInput(request.body);
  });
});
