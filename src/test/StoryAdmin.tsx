import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { dataProvider } from '../dataProvider';
import { EnterKeyGuard } from '../forms/EnterKeyGuard';
import { i18nProvider } from '../i18n';
import { createAuthProvider } from '../providers/authProvider';
import { theme } from '../theme';
import { StoryRouter } from './StoryRouter';
import { storyRouter } from './storyRouter';

export interface StoryAdminProps {
  /** The URL the story opens at, or the history that leads to it (the last entry is current). */
  route: string | string[];
  /** Wrap in the same Enter guard as the in-app layout (off for the login page). */
  guardEnter: boolean;
  children: ReactNode;
}

interface PageLoad {
  count: number;
  entries: string[];
}

/** One "page load": fresh providers and caches, as after a browser reload. */
function LoadedAdmin({ entries, guardEnter, children }: Omit<StoryAdminProps, 'route'> & { entries: string[] }) {
  const [authProvider] = useState(() =>
    createAuthProvider({ reload: storyRouter.reloadAtRoot, toLogin: storyRouter.loadLogin }),
  );
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [store] = useState(() => memoryStore());
  return (
    <StoryRouter entries={entries}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        store={store}
        queryClient={queryClient}
      >
        {guardEnter ? <EnterKeyGuard>{children}</EnterKeyGuard> : children}
      </AdminContext>
    </StoryRouter>
  );
}

/**
 * react-admin as the app sets it up, on a memory router: what every story and test renders in.
 * Logout's reload at the root and a visitor's trip to /login remount everything at that address,
 * like the browser does (react-admin's own redirect loops, see authProvider's toLogin).
 */
export function StoryAdmin({ route, guardEnter, children }: StoryAdminProps) {
  const [load, setLoad] = useState<PageLoad>(() => ({ count: 0, entries: Array.isArray(route) ? route : [route] }));
  useEffect(() => storyRouter.onReload((path) => setLoad(({ count }) => ({ count: count + 1, entries: [path] }))), []);
  return (
    <LoadedAdmin key={load.count} entries={load.entries} guardEnter={guardEnter}>
      {children}
    </LoadedAdmin>
  );
}
