/**
 * The READMEs and docs/ say what the code is. A code example opened with ```ts file=<path> must
 * appear in that file as it is (indentation aside), so a README cannot show an API the code no
 * longer has — the file is typechecked and, being a test or a module, run. And every repository
 * path they name in backticks exists: a path from the repository's root (`server/files/`), from a
 * README's own folder (`methods/comprobante.ts` in src/dataProvider/README.md), or a pattern whose
 * placeholders (`server/modules/<doc>/`, `{id}`, `*`) match at least one path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'data', 'storybook-static']);

function readmes(dir = ''): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return readmes(file);
      return entry.name === 'README.md' ? [file] : [];
    });
}

const READMES = readmes();
const DOCS = fs
  .readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => path.join('docs', name));

/**
 * What the docs name on purpose though it is not in the tree: architecture.md walks through adding
 * an entity that does not exist (`almacen`), so its steps name files of that example.
 */
const EXAMPLES: Record<string, RegExp> = { 'docs/architecture.md': /almacen[./]/ };

const BLOCK = /```tsx? file=(\S+)\n([\s\S]*?)```/g;

const normalized = (code: string) =>
  code
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

const directories = (dir: string) =>
  new Set(
    fs
      .readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name))
      .map((entry) => entry.name),
  );

/** Folders git ignores (.gitignore's `name/` lines): what runs make, not the repository. */
const IGNORED = fs
  .readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => line.endsWith('/'))
  .map((line) => line.replace(/^\/|\/$/g, ''));
const ignored = (named: string) => IGNORED.some((folder) => named === folder || named.startsWith(`${folder}/`));

/** A module or schema is named without its extension, as an import or a `$id` names it. */
const EXTENSIONS = ['', '.ts', '.tsx', '.schema.json'];

const PLACEHOLDER = /<[^>]+>|\{[^}]+\}|\*+/g;
const HAS_PLACEHOLDER = /<[^>]+>|\{[^}]+\}|\*/;

/** Whether the path's segments, from `dir`, lead to something; a placeholder matches any name. */
function found(segments: string[], dir: string): boolean {
  if (segments.length === 0) return true;
  const [head, ...rest] = segments;
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute) || !fs.statSync(absolute).isDirectory()) return false;
  if (rest.length === 0 && !HAS_PLACEHOLDER.test(head))
    return EXTENSIONS.some((extension) => fs.existsSync(path.join(absolute, head + extension)));
  if (!HAS_PLACEHOLDER.test(head)) return found(rest, path.join(dir, head));
  const pattern = new RegExp(
    `^${head
      .split(PLACEHOLDER)
      .map((part) => part.replace(/[.+?^$()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return fs.readdirSync(absolute).some((name) => pattern.test(name) && found(rest, path.join(dir, name)));
}

/** The repository paths a document names in backticks (code blocks aside) that lead nowhere. */
function missingPaths(doc: string, markdown = fs.readFileSync(path.join(root, doc), 'utf8')): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '');
  const here = path.dirname(doc) === 'docs' ? '.' : path.dirname(doc); // docs/ speak from the root
  const top = directories('');
  const local = here === '.' ? new Set<string>() : directories(here);
  const example = EXAMPLES[doc];
  const missing: string[] = [];
  for (const [, quoted] of text.matchAll(/`([^`\s]+)`/g)) {
    if (quoted.includes('#') || example?.test(quoted)) continue; // a $ref, or the docs' own example
    const named = quoted.replace(/[),.;:]+$/, '');
    if (!named.includes('/')) continue;
    const first = named.replace(/^\.\//, '').split('/')[0];
    const base = top.has(first) ? '' : local.has(first) || named.startsWith('.') ? here : undefined;
    if (base === undefined) continue;
    const resolved = path.normalize(path.join(base, named));
    if (ignored(resolved.replace(/\/$/, ''))) continue;
    if (!found(resolved.split(path.sep).filter(Boolean), '')) missing.push(named);
  }
  return missing;
}

describe('README examples', () => {
  it('every README is read, the three with code examples among them', () => {
    expect(READMES).toEqual(
      expect.arrayContaining(['server/domain/README.md', 'server/entity/README.md', 'src/dataProvider/README.md']),
    );
  });

  for (const readme of READMES) {
    it(`${readme} quotes its code from the files it names`, () => {
      const blocks = [...fs.readFileSync(path.join(root, readme), 'utf8').matchAll(BLOCK)];
      for (const [, file, code] of blocks) {
        const source = fs.readFileSync(path.join(root, file), 'utf8');
        expect(normalized(source), `${readme} → ${file}`).toContain(normalized(code));
      }
    });
  }
});

describe('paths the docs name', () => {
  for (const doc of [...READMES, ...DOCS]) {
    it(`${doc} names only paths that exist`, () => {
      expect(missingPaths(doc)).toEqual([]);
    });
  }

  it('a path that does not exist is found missing, and a placeholder matches', () => {
    const named = '`server/documents/` `server/modules/<doc>/module.ts` `schemas/*.schema.json` `methods/x.ts`';
    expect(missingPaths('server/README.md', named)).toEqual(['server/documents/']);
    expect(missingPaths('src/dataProvider/README.md', named)).toEqual(['server/documents/', 'methods/x.ts']);
  });
});
