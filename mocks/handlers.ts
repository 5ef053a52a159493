/** Default MSW handlers: the API as the demo data answers it. Shared by tests and Storybook. */
import type { RequestHandler } from 'msw';

export const handlers: RequestHandler[] = [];
