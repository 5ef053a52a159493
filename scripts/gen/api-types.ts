/**
 * Types of the route contracts (schemas/api/): one file per API group under
 * schemas/generated/api/, with `<Group><Op>Params|Query|Body|Reply` and `<Group>Routes`, the
 * Fastify route generics (`app.get<ClienteRoutes['page']>`). A body that is an entity schema is
 * that entity's generated type, not a copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { schemas } from '../../schemas';
import type { EntitySchema } from '../../schemas';
import { api, type JsonSchema, type RouteContract } from '../../schemas/api';
import { entityOfLookup, entityOfRecord, pickerFields } from '../../schemas/api/shared';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Titles are labels; left in, they would become one type alias per field. */
function withoutTitles(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutTitles);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => k !== 'title' && k !== '$id')
      .map(([k, v]) => [k, withoutTitles(v)]),
  );
}

/** By `$id`: a copy of an entity schema (an update's body) is validated, so typed, as that entity. */
const entityNames = new Map(Object.entries(schemas).map(([id, schema]) => [schema.$id, capital(id)]));

/** A lookup's answer: the entity, or the picker's part of it (schemas/api/shared.ts lookupOf). */
function lookupType(schema: object, imports: Set<string>): string | undefined {
  const entity = entityOfLookup.get(schema as JsonSchema);
  const name = entity && entityNames.get(entity.$id);
  if (!entity || !name) return undefined;
  imports.add(name);
  const picked = pickerFields(entity).map((field) => `'${field}'`);
  return `(${name} | Pick<${name}, ${picked.join(' | ')}>)`;
}

/** An entity's type for its schema or its response form (minus write-only fields), else undefined. */
function entityType(schema: unknown, imports: Set<string>): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const lookup = lookupType(schema, imports);
  if (lookup) return lookup;
  const fromRecord = entityOfRecord.get(schema as JsonSchema);
  const name = entityNames.get(((fromRecord ?? schema) as { $id?: string }).$id ?? '');
  if (!name) return undefined;
  imports.add(name);
  const source = fromRecord ?? (schema as EntitySchema);
  const hidden = Object.entries(source.properties)
    .filter(([, p]) => p.writeOnly)
    .map(([k]) => `'${k}'`);
  const answered = fromRecord && hidden.length > 0 ? `Omit<${name}, ${hidden.join(' | ')}>` : name;
  // A document's read adds what the caller may do with it (schemas/lifecycle.ts Acciones).
  return fromRecord?.['x-lifecycle']
    ? `${answered} & { acciones?: Record<string, { visible: boolean; permitida: boolean; motivo?: string }> }`
    : answered;
}

/** The entity, a list of it or a page of it, when the schema is one of those. */
function namedType(schema: JsonSchema, imports: Set<string>): string | undefined {
  const direct = entityType(schema, imports);
  if (direct) return direct;
  if (schema.type === 'array') {
    const item = entityType(schema.items, imports);
    return item && `${item}[]`;
  }
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  // A keyset page (content and `siguiente`) is no Page: it has no totalElements.
  const content = properties?.totalElements && properties.content;
  const item = content && entityType(content.items, imports);
  if (item) imports.add('Page');
  return item && `Page<${item}>`;
}

async function typeOf(name: string, schema: JsonSchema, banner: string, imports: Set<string>): Promise<string> {
  const named = namedType(schema, imports);
  if (named) return `export type ${name} = ${named};\n`;
  const ts = await compile(withoutTitles(schema) as Parameters<typeof compile>[0], name, {
    bannerComment: '',
    additionalProperties: false,
    strictIndexSignatures: true,
    // A bounded list (maxItems ≤ 20) is a list, not a union of tuples of every length.
    maxItems: -1,
    format: true,
  });
  // Aliases, not interfaces: a query type must be assignable to Record<string, unknown>.
  return ts.replace(/^export interface (\w+) \{/gm, 'export type $1 = {').replace(banner, '');
}

const PARTS = [
  ['params', 'Params', 'Params'],
  ['querystring', 'Query', 'Querystring'],
  ['body', 'Body', 'Body'],
] as const;

function successOf(contract: RouteContract): JsonSchema | undefined {
  return contract.response['200'] ?? contract.response['201'];
}

export async function generateApiTypes(outDir: string, banner: string): Promise<string[]> {
  fs.mkdirSync(outDir, { recursive: true });
  const files: string[] = [];
  for (const [group, contracts] of Object.entries(api)) {
    const Group = capital(group);
    const imports = new Set<string>();
    const chunks: string[] = [];
    const routes: string[] = [];
    for (const [op, contract] of Object.entries(contracts as Record<string, RouteContract>)) {
      const Op = `${Group}${capital(op)}`;
      const generic: string[] = [];
      for (const [part, suffix, key] of PARTS) {
        const schema = contract[part];
        if (!schema) continue;
        chunks.push(await typeOf(`${Op}${suffix}`, schema, banner, imports));
        generic.push(`${key}: ${Op}${suffix}`);
      }
      const reply = successOf(contract);
      if (reply && !reply.content) chunks.push(await typeOf(`${Op}Reply`, reply, banner, imports));
      // A route that reads nothing needs no generic.
      if (generic.length > 0) routes.push(`  ${op}: { ${generic.join('; ')} };`);
    }
    const page = imports.delete('Page') ? `import type { Page } from './page';\n` : '';
    const entities = imports.size > 0 ? `import type { ${[...imports].sort().join(', ')} } from '../index';\n` : '';
    const head = `${entities}${page}\n`;
    const generics =
      routes.length > 0
        ? `\n/** Fastify route generics of the ${group} group. */\nexport interface ${Group}Routes {\n${routes.join('\n')}\n}\n`
        : '';
    // A group whose routes read and answer no JSON (a file) still makes a module.
    const empty = chunks.length === 0 && routes.length === 0 ? 'export {};\n' : '';
    const body = `${banner}\n${head}${chunks.join('\n')}${generics}${empty}`;
    fs.writeFileSync(path.join(outDir, `${group}.ts`), body);
    files.push(group);
  }
  const page = `${banner}\n/** The paged answer of every list (schemas/api/shared.ts pageOf). */\nexport interface Page<T> {\n  content: T[];\n  totalElements: number;\n  page: number;\n  pageSize: number;\n}\n`;
  fs.writeFileSync(path.join(outDir, 'page.ts'), page);
  fs.writeFileSync(
    path.join(outDir, 'index.ts'),
    `${banner}\nexport * from './page';\n${files.map((f) => `export * from './${f}';`).join('\n')}\n`,
  );
  return files;
}
