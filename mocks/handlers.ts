/**
 * Default MSW handlers: the API as the demo data answers it. Shared by tests and Storybook.
 * Found, not listed: every array exported as `<name>Handlers` by a file of ./api. MSW answers with
 * the first handler that matches, so the order is derived (`bySpecificity`): segment by segment, a
 * literal comes before a path parameter (`/api/compra/historial` before `/api/compra/:id`), and
 * handlers of the same shape keep the order their files give them.
 */
import type { RequestHandler } from 'msw';

type Module = Record<string, unknown>;

const found = import.meta.glob<Module>(['./api/*.ts', '!./api/*.test.ts'], { eager: true });

/** The path of a handler (`http.get(path, …)`), or undefined for one matched otherwise. */
const pathOf = (handler: RequestHandler): string | undefined => {
  const path = (handler.info as { path?: unknown }).path;
  return typeof path === 'string' ? path : undefined;
};

/** A handler's key: per segment 0 for a literal, 1 for a parameter, 2 for a wildcard; unknown paths last. */
const keyOf = (handler: RequestHandler): number[] =>
  pathOf(handler)
    ?.replace(/^https?:\/\/[^/]+/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? 1 : segment.includes('*') ? 2 : 0)) ?? [3];

// From the last segment back: `/api/catalogo/:catalogo/exportar` before `/api/catalogo/maquinaria/:id`,
// which would take `exportar` for an id.
const compareKeys = (a: number[], b: number[]): number => {
  for (let i = 1; i <= Math.min(a.length, b.length); i++) {
    if (a[a.length - i] !== b[b.length - i]) return a[a.length - i] - b[b.length - i];
  }
  return a.length - b.length;
};

/** The handlers in the order MSW must try them (a stable sort: the same shape keeps its order). */
export const bySpecificity = (list: RequestHandler[]): RequestHandler[] =>
  list
    .map((handler, index) => ({ handler, index, key: keyOf(handler) }))
    .sort((a, b) => compareKeys(a.key, b.key) || a.index - b.index)
    .map(({ handler }) => handler);

/** Every `<name>Handlers` array of the given modules, each handler once. */
export const handlersOf = (modules: Module[]): RequestHandler[] => [
  ...new Set(
    modules.flatMap((module) =>
      Object.entries(module).flatMap(([name, value]) =>
        name.endsWith('Handlers') && Array.isArray(value) ? (value as RequestHandler[]) : [],
      ),
    ),
  ),
];

export const handlers: RequestHandler[] = bySpecificity(
  handlersOf(
    Object.keys(found)
      .sort()
      .map((file) => found[file]),
  ),
);
