/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: { '/api': apiTarget, '/unauth': apiTarget },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 900,
  },
  test: {
    // At least two test files at once: many wait on PGlite and child servers, so on a 2-core machine
    // (CI's) two workers finish the suite in about two thirds of the time one takes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'schemas/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Migrates and seeds once per run; each test file gets a copy (server/test-support/db-template.ts).
          globalSetup: ['server/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // The longest test (an order of two products typed in) takes ~19 s alone on CI's machine.
          testTimeout: 45_000,
        },
      },
    ],
  },
});
