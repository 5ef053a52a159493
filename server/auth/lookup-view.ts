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
import { entityOfLookup, pickerFields, type JsonSchema } from '../../schemas/api/shared';
import { holdsMenu } from './guard';

type Fields = Record<string, unknown>;

/** The lookup entity a success answer is made of, one record or a list of them. */
function lookupAnswer(response: unknown): { entity: EntitySchema; many: boolean } | undefined {
  const ok = (response as Record<string, JsonSchema> | undefined)?.['200'];
  if (!ok) return undefined;
  const one = entityOfLookup.get(ok);
  if (one) return { entity: one, many: false };
  const item = ok.type === 'array' ? entityOfLookup.get(ok.items as JsonSchema) : undefined;
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
      return answer.many ? (payload as Fields[]).map(picked) : picked(payload as Fields);
    };
    route.preSerialization = [route.preSerialization ?? []].flat().concat(reduce);
  });
});
