/**
 * Lookups open beyond a catalog's own users (the proveedores of an orden, every user's sucursal
 * selector) answer whole records only to callers with the catalog's menu permiso; everyone else
 * gets each record as a picker reads it. The route's contract says so (`lookupOf` in
 * schemas/api/shared.ts: `x-resource.menu` and `x-resource.picker`), and this hook reduces the
 * answer by it, so no module filters by hand and the contract cannot say otherwise than what is
 * answered.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, preSerializationAsyncHookHandler } from 'fastify';
import type { EntitySchema } from '../../schemas';
import { entityOfLookup, pickerFields } from '../../schemas/api/shared';
import { isRecord } from '../../schemas/validation';
import { holdsMenu } from './guard';

type Fields = Record<string, unknown>;

/** The lookup entity a success answer is made of, one record or a list of them. */
function lookupAnswer(response: unknown): { entity: EntitySchema; many: boolean } | undefined {
  const ok = isRecord(response) ? response['200'] : undefined;
  if (!isRecord(ok)) return undefined;
  const one = entityOfLookup.get(ok);
  if (one) return { entity: one, many: false };
  const item = ok.type === 'array' && isRecord(ok.items) ? entityOfLookup.get(ok.items) : undefined;
  return item && { entity: item, many: true };
}

export const lookupView = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const answer = lookupAnswer(route.schema?.response);
    if (!answer) return;
    const menu = answer.entity['x-resource']?.menu;
    if (!menu) throw new Error(`${route.url}: la entidad ${answer.entity.$id} no tiene x-resource.menu`);
    const fields = pickerFields(answer.entity);
    const picked = (record: Fields) => Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]]));
    const reduce: preSerializationAsyncHookHandler = async (request, reply, payload) => {
      // An error body goes through this hook too: it is answered as it is.
      if (reply.statusCode !== 200 || holdsMenu(request, menu)) return payload;
      if (answer.many) return Array.isArray(payload) ? payload.filter(isRecord).map(picked) : payload;
      return isRecord(payload) ? picked(payload) : payload;
    };
    route.preSerialization = [route.preSerialization ?? []].flat().concat(reduce);
  });
});
