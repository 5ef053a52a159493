/**
 * `$ref`s resolved once, where the registry loads the schemas (index.ts): the files on disk refer to
 * shared definitions (defs/), every consumer — forms, validators, type generation, OpenAPI — reads
 * plain properties. A `$ref` with sibling keywords is the referenced schema plus those keywords, as
 * in JSON Schema 2019-09 and later; the siblings win, and `properties`, `required`, `x-ui` and
 * per-keyword `errorMessage`s are joined rather than replaced (the siblings' entries first), so a document adds its own fields and
 * its form order to a definition.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON Pointer tokens (RFC 6901): `~1` is `/`, `~0` is `~`. */
const unescape = (token: string) => token.replaceAll('~1', '/').replaceAll('~0', '~');

function merge(target: Json, own: Json): Json {
  const out = { ...target, ...own };
  for (const key of ['properties', 'x-ui', 'errorMessage']) {
    // Spread twice: the siblings' entries lead, and win.
    if (isObject(target[key]) && isObject(own[key])) out[key] = { ...own[key], ...target[key], ...own[key] };
  }
  if (Array.isArray(target.required) && Array.isArray(own.required)) {
    out.required = [...new Set([...own.required, ...target.required])];
  }
  return out;
}

/** `schema` with every `$ref` replaced by what it names, in `schema` itself or in one of `shared` (by `$id`). */
export function dereference(schema: Json, shared: Json[]): Json {
  const documents = new Map([schema, ...shared].map((s) => [s.$id as string, s]));

  function resolve(ref: string, base: string, seen: string[]): Json {
    const [id, pointer = ''] = ref.split('#');
    const document = id || base;
    const key = `${document}#${pointer}`;
    if (seen.includes(key)) throw new Error(`$ref circular: ${[...seen, key].join(' -> ')}`);
    let node: unknown = documents.get(document);
    for (const token of pointer.split('/').slice(1)) node = isObject(node) ? node[unescape(token)] : undefined;
    if (!isObject(node)) throw new Error(`$ref sin destino: ${ref} (en ${base})`);
    return walk(node, document, [...seen, key]) as Json;
  }

  function walk(node: unknown, base: string, seen: string[]): unknown {
    if (Array.isArray(node)) return node.map((item) => walk(item, base, seen));
    if (!isObject(node)) return node;
    const { $ref, ...rest } = node;
    const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, walk(value, base, seen)]));
    return typeof $ref === 'string' ? merge(resolve($ref, base, seen), own) : own;
  }

  return walk(schema, schema.$id as string, []) as Json;
}
