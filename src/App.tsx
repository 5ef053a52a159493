/**
 * The whole app: react-admin in Spanish on real browser paths (main.tsx supplies the router),
 * every screen behind the login, each resource module on docs/product.md's routes.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { AdminContext, AdminUI, Loading, localStorageStore } from 'react-admin';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { Notices } from './layout/Notices';
import { authProvider } from './providers/authProvider';
import { createQueryClient } from './providers/queryClient';
import { resourceElement } from './resourceRoutes';
import { resources } from './resources';
import { theme } from './theme';
// Eager: it is the first screen of every visit.
import Login from './pages/Login';

function page(Page: LazyExoticComponent<ComponentType>): () => ReactElement {
  return function LazyPage() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}

const NotFound = page(lazy(() => import('./pages/NotFound')));
const Dashboard = page(lazy(() => import('./pages/dashboard/Dashboard')));

/** The routes and shell; stories render it inside their own AdminContext. */
export function AppUI() {
  return (
    <AdminUI
      requireAuth
      disableTelemetry
      title={i18nProvider.translate('app.title')}
      layout={Layout}
      notification={Notices}
      loginPage={Login}
      dashboard={Dashboard}
      catchAll={NotFound}
    >
      {resources.map(resourceElement)}
    </AdminUI>
  );
}

const store = localStorageStore(undefined, 'obras');
const queryClient = createQueryClient();

export function App() {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      store={store}
      queryClient={queryClient}
    >
      <AppUI />
    </AdminContext>
  );
}
