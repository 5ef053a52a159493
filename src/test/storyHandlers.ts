/**
 * MSW handlers that stories get on top of mocks/handlers.ts, and how a story's
 * `parameters.msw.handlers` (named groups, merged with these) become one list.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { menus, type MenuNode } from '../../mocks/fixtures';

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.items)]);

/** GET /api/usuario/opciones-menu for a user authorized for every menu item. */
export const opcionesMenuHandler = http.get('/api/usuario/opciones-menu', () =>
  HttpResponse.json([...flatten(menus.principal), ...flatten(menus.obras)].map(({ items: _items, ...item }) => item)),
);

/** Project-level groups; a story adds its own groups or replaces one by reusing its name. */
export const defaultStoryHandlers: Record<string, RequestHandler[]> = {
  shell: [opcionesMenuHandler],
};

export type MswParameter =
  RequestHandler[] | { handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]> };

/** The same resolution msw-storybook-addon applies in Storybook. */
export function storyHandlers(msw: MswParameter | undefined): RequestHandler[] {
  if (!msw) return [];
  if (Array.isArray(msw)) return msw;
  const { handlers } = msw;
  if (!handlers) return [];
  return (Array.isArray(handlers) ? handlers : Object.values(handlers)).flat().filter(Boolean);
}
