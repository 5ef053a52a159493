import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { resources } from '.';

describe('resource registry', () => {
  it('mounts what every folder exports, once per name', () => {
    const folders = fs.readdirSync('src/resources', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const names = resources.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(folders.length);
  });

  it('mounts every entity that declares a screen (x-resource)', () => {
    const mounted = new Set(resources.map((resource) => resource.name));
    for (const schema of Object.values(schemas)) {
      const name = schema['x-resource']?.name;
      if (name) expect(mounted.has(name), name).toBe(true);
    }
  });
});
