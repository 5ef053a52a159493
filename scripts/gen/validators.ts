/**
 * schemas/generated/validators.ts: every entity schema's validator as Ajv standalone code, one
 * export per `$id`, so the browser validates without compiling code (its CSP has no 'unsafe-eval').
 * Ajv writes CommonJS `require` for the pieces the code shares (formats, check digits); they
 * become ES imports of our own modules.
 */
import fs from 'node:fs';
import standaloneCode from 'ajv/dist/standalone';
import { schemas, variantSchemas } from '../../schemas';
import { createAjv } from '../../schemas/ajv';

/** Ajv run-time pieces that are CommonJS; our modules re-export them for both loaders. */
const SHARED: Record<string, [string, string]> = {
  'ajv/dist/runtime/ucs2length#default': ['../formats', 'ucs2length'],
};

export function generateValidators(file: string, banner: string): void {
  const ajv = createAjv({ code: { source: true, esm: true } });
  const all = [...Object.values(schemas), ...Object.values(variantSchemas)];
  for (const schema of all) ajv.addSchema(schema);
  const exports = Object.fromEntries(all.map((s) => [s.$id, s.$id]));
  const imports = new Map<string, string>();
  const code = standaloneCode(ajv, exports).replace(
    /require\("([^"]+)"\)\.(\w+)/g,
    (_match, from: string, name: string) => {
      const key = `${from}#${name}`;
      const [module, exported] = SHARED[key] ?? [from, name];
      if (!imports.has(key)) imports.set(key, `import { ${exported} as shared${imports.size} } from '${module}';`);
      return imports.get(key)!.replace(/^import \{ \w+ as (\w+) \}.*$/, '$1');
    },
  );
  if (code.includes('require(')) throw new Error('El codigo generado aun usa require()');
  const head = [banner, '/* eslint-disable */', '// @ts-nocheck', ...imports.values()].join('\n');
  fs.writeFileSync(file, `${head}\n${code.replace(/^"use strict";/, '')}\n`);
}
