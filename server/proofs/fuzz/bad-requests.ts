/**
 * Bad requests derived from a route's declared contract (schemas/api/): every request carries at
 * least one defect the contract forbids — a parameter of the wrong type or out of range, a missing
 * required field, text with a NUL or a lone surrogate, a wrong type, an invalid date or id, deep
 * nesting, a `__proto__`/`constructor` key, malformed JSON, a wrong content type — plus, at times,
 * harmless noise (extra fields). Values are what a hostile client sends, not what a form would.
 */
import fc from 'fast-check';
import type { RouteRule } from '../../auth/guard';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  format?: string;
  maxLength?: number;
  readOnly?: boolean;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  bodyContent?: Record<string, unknown>;
};

export interface BadRequest {
  method: string;
  /** Path and query string, already encoded (some defects are in the encoding itself). */
  path: string;
  contentType?: string;
  body?: string;
  /** What the defect is, for the report of a failing case. */
  defect: string;
  /**
   * An extreme value the contract allows (a number no bound forbids, stored as is in a catalog's
   * JSON): it may be accepted, but never with a 5xx.
   */
  mayPass?: boolean;
}

const typeOf = (schema: Schema): string => [schema.type ?? 'string'].flat().find((t) => t !== 'null') ?? 'string';
const nested = (depth: number): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), 'x');

/**
 * Encoded path or query values a parameter of this type must refuse. A path also refuses bytes that
 * are not UTF-8 (the router cannot decode them); a query string decodes them to U+FFFD, valid text.
 */
function badText(schema: Schema, inPath: boolean): fc.Arbitrary<string> {
  const anyText = inPath ? fc.constantFrom('%00', 'a%00b', '%E0%A4%A', '%ED%A0%80') : fc.constantFrom('%00', 'a%00b');
  if (typeOf(schema) === 'integer') {
    return fc.oneof(
      anyText,
      fc.constantFrom(
        'abc',
        '-1',
        '1.5',
        '1e20',
        '2147483648',
        '99999999999999999999',
        'NaN',
        '0x10',
        '1e3',
        '%207',
        '[]',
      ),
    );
  }
  if (schema.enum) return fc.oneof(anyText, fc.constantFrom('no-es-opcion', 'TRUE'));
  return anyText;
}

/** JSON values of the declared type, good or not: the base a defect is added to. */
function valueOf(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'integer':
      return fc.integer({ min: -5, max: 100 });
    case 'number':
      return fc.double({ min: -1e6, max: 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'object':
      return fc.record({ id: fc.integer({ min: 1, max: 50 }) });
    case 'array':
      return fc.constant([]);
    default:
      return schema.format === 'date' ? fc.constant('2024-05-06') : fc.string({ maxLength: 12 });
  }
}

/** A value this property must refuse, whatever the rest of the body holds. */
function badValue(schema: Schema): fc.Arbitrary<unknown> {
  const broken = fc.constantFrom('a\u0000b', 'x\ud800', '\udc00', nested(40), nested(300));
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      // Out of range only by the declared bounds; beyond them see `extremeNumber`.
      const outside = [
        ...(schema.maximum === undefined ? [] : [schema.maximum + 1]),
        ...(schema.minimum === undefined ? [] : [schema.minimum - 1]),
      ];
      const fraction = typeOf(schema) === 'integer' ? [1.5] : [];
      return fc.oneof(broken, fc.constantFrom<unknown>('no-es-numero', { n: 1 }, [1], ...outside, ...fraction));
    }
    case 'boolean':
      return fc.oneof(broken, fc.constantFrom('quiza', 7, {}));
    case 'object':
      return fc.oneof(
        broken,
        fc.constantFrom('x', 7, [1], { id: 0 }, { id: -1 }, { id: 2 ** 31 }, { id: 'uno' }, { id: 1.5 }),
      );
    case 'array':
      return fc.oneof(broken, fc.constantFrom('x', 7, { a: 1 }, [nested(50)]));
    default: {
      const long = schema.maxLength ? ['x'.repeat(schema.maxLength + 1)] : [];
      const dates = schema.format === 'date' ? ['2024-13-45', '0000-01-01', '2024-02-30', '20240101'] : [];
      return fc.oneof(broken, fc.constantFrom({ texto: 'x' }, ['x'], ...long, ...dates));
    }
  }
}

/** Numbers at the edge of what a column holds, which the contract may allow. */
const extremeNumber = fc.constantFrom(1e300, -1e300, 2 ** 31, 2 ** 63, 1.23456789e25, 1e-300);

/** A body of the declared shape with one property (or the required set) made bad. */
function badBody(schema: Schema): fc.Arbitrary<{ body: string; defect: string; mayPass?: boolean }> {
  const properties = Object.entries(schema.properties ?? {}).filter(([, p]) => !p.readOnly);
  // Declared properties, some left out, plus at times undeclared ones (mass assignment, noise).
  const declared = fc.record(Object.fromEntries(properties.map(([name, p]) => [name, valueOf(p)])), {
    requiredKeys: [],
  });
  const extra = fc.dictionary(
    fc.constantFrom('rol', 'role', 'sucursalId', 'id', 'isAdmin', 'creadoPor', 'x'),
    fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant({ id: 1 })),
    { maxKeys: 3 },
  );
  const base = fc.tuple(declared, extra).map(([record, more]) => ({ ...more, ...record }));
  const defects: fc.Arbitrary<{ body: string; defect: string; mayPass?: boolean }>[] = [
    fc
      .constantFrom('{"nombre":', '{"a":1}}', '[', 'null x', '\u0000')
      .map((body) => ({ body, defect: 'JSON mal formado' })),
    fc.constant({ body: '{"__proto__":{"admin":true}}', defect: '__proto__' }),
    fc.constant({ body: '{"constructor":{"prototype":{"admin":true}}}', defect: 'constructor' }),
    fc.constant({ body: JSON.stringify({ nombre: 'x'.repeat(1_100_000) }), defect: 'cuerpo de 1 MB' }),
  ];
  if (properties.length > 0) {
    const one = fc
      .constantFrom(...properties)
      .chain(([name, p]) =>
        fc
          .tuple(base, badValue(p))
          .map(([record, bad]) => ({ body: JSON.stringify({ ...record, [name]: bad }), defect: `${name} invalido` })),
      );
    defects.push(one, one, one);
    const numbers = properties.filter(([, p]) => ['integer', 'number'].includes(typeOf(p)));
    if (numbers.length > 0) {
      defects.push(
        fc.tuple(fc.constantFrom(...numbers), base, extremeNumber).map(([[name], record, n]) => ({
          body: JSON.stringify({ ...record, [name]: n }),
          defect: `${name} extremo`,
          mayPass: true,
        })),
      );
    }
  }
  if (schema.required?.length) {
    defects.push(
      base.map((record) => ({
        body: JSON.stringify({ ...record, ...Object.fromEntries(schema.required!.map((r) => [r, undefined])) }),
        defect: 'sin requeridos',
      })),
    );
  }
  return fc.oneof(...defects);
}

const fill = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)|\*$/g, (_m, name: string | undefined) => values[name ?? '*']);

/** Requests to this route that its contract forbids; null when the route reads nothing to spoil. */
export function badRequests(rule: RouteRule): fc.Arbitrary<BadRequest> | null {
  const schema = (rule.schema ?? {}) as Record<string, Schema | undefined>;
  const params = Object.entries(schema.params?.properties ?? {});
  const query = Object.entries(schema.querystring?.properties ?? {});
  const readsBody = rule.method !== 'GET';
  const goodParams = Object.fromEntries(params.map(([name]) => [name, name === '*' ? 'clave' : '1']));
  const at = (path: string, query = '') => (query ? `${path}?${query}` : path);
  const options: fc.Arbitrary<BadRequest>[] = [];
  for (const [name, p] of params) {
    options.push(
      badText(p, true).map((value) => ({
        method: rule.method,
        path: fill(rule.url, { ...goodParams, [name]: value }),
        defect: `parametro ${name}`,
      })),
    );
  }
  for (const [name, p] of query) {
    options.push(
      badText(p, false).map((value) => ({
        method: rule.method,
        path: at(fill(rule.url, goodParams), `${name}=${value}&extra=1`),
        defect: `consulta ${name}`,
      })),
    );
  }
  const required = schema.querystring?.required ?? [];
  if (required.length > 0)
    options.push(
      fc.constant({ method: rule.method, path: fill(rule.url, goodParams), defect: 'consulta sin requeridos' }),
    );
  if (readsBody) {
    const path = fill(rule.url, goodParams);
    options.push(
      badBody(schema.body ?? {}).map((bad) => ({ method: rule.method, path, contentType: 'application/json', ...bad })),
    );
    options.push(
      fc
        .constantFrom('application/xml', 'text/csv')
        .map((contentType) => ({ method: rule.method, path, contentType, body: '<a/>', defect: contentType })),
    );
    // A route without a body contract ignores whatever multipart it is sent.
    if (schema.body || schema.bodyContent)
      options.push(
        fc
          .constantFrom('--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n{"a"', 'sin fronteras', '--b--')
          .map((body) => ({
            method: rule.method,
            path,
            contentType: 'multipart/form-data; boundary=b',
            body,
            defect: 'multipart mal formado',
          })),
      );
  }
  return options.length > 0 ? fc.oneof(...options) : null;
}
