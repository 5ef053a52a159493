/**
 * A request that fails leaves no file behind: the files its uploads wrote (`requestFiles`) are
 * removed before it answers an error, or when it is aborted, unless a documento row names them (the
 * store is content-addressed, so another request may have stored the same bytes and committed).
 * Only the folder store notes any: the database store's files go with the rolled-back transaction.
 */
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documento } from '../db/schema';
import type { FileStore } from './storage';

declare module 'fastify' {
  interface FastifyRequest {
    createdFiles: string[] | null;
  }
}

/** The file store for this request's uploads: what it writes is removed if the request fails. */
export function requestFiles(app: FastifyInstance, request: FastifyRequest): FileStore {
  request.createdFiles ??= [];
  return app.files.tracking(request.createdFiles);
}

async function removeOrphans(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  for (const sha256 of request.createdFiles ?? []) {
    const [named] = await app.db
      .select({ id: documento.id })
      .from(documento)
      .where(eq(documento.sha256, sha256))
      .limit(1);
    if (!named) await app.files.remove(sha256);
  }
}

export const uploadCleanup = fp(async (app: FastifyInstance) => {
  app.decorateRequest('createdFiles', null);
  const sweep = async (request: FastifyRequest) => {
    await removeOrphans(app, request).catch((err) =>
      request.log.error({ err }, 'no se pudieron quitar los archivos de una peticion fallida'),
    );
  };
  // Before the answer leaves, so a client that sees the error finds no file either.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) await sweep(request);
    return payload;
  });
  app.addHook('onRequestAbort', sweep);
});
