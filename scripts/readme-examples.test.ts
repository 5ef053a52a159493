/**
 * The code examples of the folder READMEs are the code: a block opened with ```ts file=<path> must
 * appear in that file as it is (indentation aside), so a README cannot show an API the code no
 * longer has — the file is typechecked and, being a test or a module, run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const READMES = ['server/domain/README.md', 'server/entity/README.md', 'src/dataProvider/README.md'];
const BLOCK = /```tsx? file=(\S+)\n([\s\S]*?)```/g;

const normalized = (code: string) =>
  code
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

describe('README examples', () => {
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
