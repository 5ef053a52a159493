/**
 * The demo records of the modules (SEED=demo), found instead of listed: each
 * `server/modules/<module>/demo.ts` default-exports a `DemoStep`. They run after the seed's own demo
 * (./index.ts), in folder order but after the folders a step names in `after`, so a new document
 * brings its demo records in its own folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../client';
import type { FileStore } from '../../files/storage';

export interface DemoContext {
  /** The main sucursal. */
  sucursalId: number;
  /** The server's file store, for comprobantes; without it the steps that need one load nothing. */
  files?: FileStore;
}

/** A module's demo records: loaded once, into a database that lacks them (each step checks). */
export interface DemoStep {
  seed(db: Db, ctx: DemoContext): Promise<void>;
  /** Module folders whose demo must load first (the estimaciones' facturas after the factura demo's). */
  after?: readonly string[];
}

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../modules');

export async function moduleDemos(): Promise<DemoStep[]> {
  const folders = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(modulesDir, entry.name, 'demo.ts')))
    .map((entry) => entry.name)
    .sort();
  const steps = new Map(
    await Promise.all(
      folders.map(async (folder) => {
        const { default: step } = (await import(`../../modules/${folder}/demo.ts`)) as {
          default?: Partial<DemoStep>;
        };
        const seed = step?.seed;
        if (typeof seed !== 'function') {
          throw new Error(`server/modules/${folder}/demo.ts debe exportar por defecto un paso de demo ({ seed })`);
        }
        return [folder, { seed, after: step?.after ?? [] }] as const;
      }),
    ),
  );
  const ordered: DemoStep[] = [];
  const placed = new Set<string>();
  const place = (folder: string) => {
    const step = steps.get(folder);
    if (!step || placed.has(folder)) return;
    placed.add(folder);
    step.after.forEach(place);
    ordered.push({ seed: step.seed });
  };
  folders.forEach(place);
  return ordered;
}
