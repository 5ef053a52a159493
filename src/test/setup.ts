/**
 * Component-test setup: jest-dom matchers, MSW answering the API, a clean sessionStorage, any
 * console.error fails the test (React warnings are bugs; react-admin's log of a failed API call is
 * not), and composed stories get the same decorators and parameters as in Storybook
 * (renderStory.tsx).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../../mocks/server';
import { storyAnnotations } from './storyAnnotations';

setProjectAnnotations(storyAnnotations);
// CI machines have two cores shared by two test files: a screen's first render there (its lazy
// chunks transformed on first use) can take several seconds. A missing element still fails.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // react-admin logs each failed data provider call in development; tests check what the user reads.
    if (args.length === 1 && args[0] instanceof HttpError) return;
    throw new Error(`console.error en la prueba: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
  vi.restoreAllMocks();
});
/**
 * react-admin's reference inputs set their filter after a 500 ms debounce; one left pending by a
 * file's last test would fire after the file's window is gone ('window is not defined'). The
 * components are unmounted by then, so letting the timers run first changes nothing else.
 */
const REFERENCE_DEBOUNCE_MS = 500;
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, REFERENCE_DEBOUNCE_MS + 100));
  server.close();
});
