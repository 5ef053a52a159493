/**
 * The Ajv of the product, with our vocabulary (schemas/README.md) and ajv-errors' Spanish
 * messages. Node only: `npm run gen` compiles the entity schemas with it into standalone code for the
 * browser (schemas/generated/validators.ts), and the server compiles at run time what only exists
 * then (admin-defined catalogs, route contracts).
 */
import Ajv, { _, type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import { formatLimitDefinition } from 'ajv-formats/dist/limit';
import { CHECKS } from './checks';
import { formats } from './formats';
import type { CheckKind, EntitySchema } from './types';

/** Annotation keywords of our vocabulary; Ajv only needs to know them. */
const X_KEYWORDS = ['x-resource', 'x-lifecycle', 'x-ui', 'x-normalize'];

export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    unicodeRegExp: true,
    formats,
    ...options,
    code: { ...options.code, formats: _`require("../formats").formats` },
  });
  ajvErrors(ajv);
  // formatMinimum/formatMaximum: a document's dates within a sane range (defs/document `fecha`).
  ajv.addKeyword(formatLimitDefinition);
  for (const keyword of X_KEYWORDS) ajv.addKeyword({ keyword });
  ajv.addKeyword({
    keyword: 'x-check',
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: Object.keys(CHECKS) },
    // Generated code, not a `validate` function, so standalone validators can carry the check.
    code(cxt) {
      const checks = cxt.gen.scopeValue('func', { ref: CHECKS, code: _`require("../checks").CHECKS` });
      cxt.fail(_`!${checks}[${cxt.schema as CheckKind}](${cxt.data})`);
    },
  });
  return ajv;
}

/**
 * A compiler for schemas that exist only at run time (admin catalogs): the server's, and the mock
 * server's in tests and Storybook. Never the app's: compiling is code generation, which its CSP forbids.
 */
export function runTimeCompiler() {
  const ajv = createAjv();
  return (schema: EntitySchema) => {
    // A schema read again (admin catalogs) is a new object under a known $id.
    ajv.removeSchema(schema.$id);
    return ajv.compile(schema);
  };
}
