/**
 * Storybook runs the stories as the tests do (src/test/storyAnnotations.tsx), with the browser's
 * MSW worker answering: mocks/handlers.ts underneath, each story's `parameters.msw` on top.
 */
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '../mocks/handlers';
import { storyAnnotations } from '../src/test/storyAnnotations';

const preview: Preview = {
  ...storyAnnotations,
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({
        quiet: true,
        onUnhandledRequest: 'bypass',
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
};

export default preview;
