/**
 * The repository stands alone: code and docs cite the project's own docs/ files, never the outside
 * spec and design files it was first drawn from, and a cited section of docs/product.md exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['README.md', '.ci', '.storybook', 'docs', 'mocks', 'schemas', 'scripts', 'server', 'src', 'tests'];
const SKIPPED = new Set(['node_modules', 'public', 'generated']);
const TEXT = /\.(ts|tsx|js|json|md|sql|sh)$|^run$/;

function textFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return TEXT.test(path.basename(entry)) ? [entry] : [];
  return fs
    .readdirSync(entry)
    .filter((name) => !SKIPPED.has(name))
    .flatMap((name) => textFiles(path.join(entry, name)));
}

const files = ROOTS.flatMap(textFiles).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

/** Every `what` in the files, as `file: match`. */
function occurrences(what: RegExp): string[] {
  return files.flatMap(({ file, text }) => [...text.matchAll(what)].map((m) => `${file}: ${m[0]}`));
}

describe('citations', () => {
  it('never name the outside spec or design file', () => {
    expect(occurrences(/\b(?:SPEC|DESIGN)\.md\b/g)).toEqual([]);
  });

  it('name docs/ files that exist', () => {
    const missing = occurrences(/\bdocs\/[\w-]+\.md\b/g).filter((hit) => !fs.existsSync(hit.split(': ')[1]));
    expect(missing).toEqual([]);
  });

  it('name sections of docs/product.md that exist', () => {
    const product = fs.readFileSync('docs/product.md', 'utf8');
    const sections = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));
    const cited = occurrences(/docs\/product\.md §\d+(?:, §\d+| and §\d+)*/g);
    const unknown = cited.filter((hit) => [...hit.matchAll(/§(\d+)/g)].some((m) => !sections.has(m[1])));
    expect(sections.size).toBe(9);
    expect(unknown).toEqual([]);
  });
});
