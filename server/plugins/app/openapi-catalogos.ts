/**
 * The OpenAPI entries of each admin catalog (`/api/catalogo/maquinaria`, …). A catalog's routes are
 * one set for every catalog (server/modules/catalogo/routes.ts), so the document would only show
 * `{catalogo}` with any record; here each catalog's own contracts (its fields, its files) are put
 * through the same route layer, plugin and transform as every route, on a throwaway instance that
 * never serves, and their paths join the document. Built again only when a catalog changes version.
 */
import Fastify from 'fastify';
import { catalogoRegistroApiOf } from '../../../schemas/api/catalogo';
import type { JsonSchema } from '../../../schemas/api/shared';
import { declaredRoutes, groupOf } from '../../entity/routes';
import type { Catalogo } from '../../modules/catalogo/registry';
import { openApi } from './openapi';

type Document = { paths?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };

const unused = () => undefined;

/** A contract's params without `catalogo`, which a catalog's own path already holds. */
function concrete<T extends { params?: JsonSchema }>(contract: T): T {
  const params = contract.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (!params?.properties) return contract;
  const { catalogo: _path, ...properties } = params.properties;
  if (Object.keys(properties).length === 0) return { ...contract, params: undefined };
  return { ...contract, params: { ...params, properties, required: params.required?.filter((p) => p !== 'catalogo') } };
}

async function build(catalogos: Catalogo[]): Promise<Document> {
  const doc = Fastify({ logger: false });
  // Never serves: nothing to validate or serialize.
  doc.setValidatorCompiler(() => () => true);
  doc.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await doc.register(openApi);
  for (const { schema } of catalogos) {
    const api = catalogoRegistroApiOf(schema);
    const contracts = Object.fromEntries(Object.entries(api).map(([name, contract]) => [name, concrete(contract)]));
    const routes = Object.fromEntries(Object.keys(api).map((name) => [name, { answer: unused }]));
    // Where the one route set serves these contracts (server/modules/catalogo/routes.ts), at this catalog's path.
    await doc.register(declaredRoutes(groupOf(schema), 'id', contracts, { routes }));
  }
  await doc.ready();
  const built = doc.swagger() as Document;
  await doc.close();
  return built;
}

let cached: { key: string; document: Promise<Document> } | undefined;

/** `document` with each catalog's paths and components added; `document` itself is left as it is. */
export async function withCatalogos<T extends Document>(document: T, catalogos: Catalogo[]): Promise<T> {
  const key = catalogos.map((c) => `${c.name}@${c.version}`).join(',');
  if (cached?.key !== key) cached = { key, document: build(catalogos) };
  const extra = await cached.document;
  return {
    ...document,
    paths: { ...document.paths, ...extra.paths },
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ...extra.components?.schemas },
    },
  };
}
