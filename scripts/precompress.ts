/**
 * A Vite plugin: after the build, every compressible file of the output gets a brotli (`.br`)
 * and a gzip (`.gz`) sibling, which the server sends as they are (server/plugins/app/spa.ts,
 * @fastify/static `preCompressed`), so no request pays for compression.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'obras-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        const brotli = {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        };
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: brotli }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
