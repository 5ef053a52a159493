/**
 * Session rules of docs/product.md §4 on top of react-admin's auth contract. The session user lives in
 * sessionStorage (session.ts); the server stays the judge of every request, canAccess only keeps
 * the interface from offering screens the user's permisos do not open.
 */
import type { AuthProvider } from 'react-admin';
import { methods, type Credentials } from '../dataProvider';
import { paths } from '../paths';
import { session, type SessionUser } from './session';

export interface AuthProviderOptions {
  /** How logout reloads the app at the root; tests pass a spy. */
  reload?: () => void;
  /**
   * How a visitor without a session reaches /login. The app loads the page afresh: react-admin's
   * own redirect runs inside react-router's transition while it clears its query cache, which
   * re-mounts its logout-on-mount route and navigates again, thousands of times before the
   * login page shows. Stories and tests remount their memory router at /login instead.
   */
  toLogin?: () => void;
}

/** react-admin shows no notification for a rejection whose message is false. */
const quietRejection = { message: false };

function isSessionUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && 'userId' in value && Boolean(value.userId);
}

function opensResource(links: (string | null)[], resource: string): boolean {
  const base = `/${resource}`;
  return links.some((link) => link === base || link?.startsWith(`${base}/`));
}

export function createAuthProvider({
  reload = () => window.location.assign(paths.home),
  toLogin,
}: AuthProviderOptions = {}): AuthProvider {
  // Both are per page load: the stored user is checked once, the menu options fetched once.
  let storedUserCheck: Promise<void> | null = null;
  let menuLinks: Promise<(string | null)[] | null> | null = null;

  // The stored user stays as it was stored at login; /me only confirms the token still works.
  const checkStoredUser = () =>
    (storedUserCheck ??= methods.usuarioActual({}).then(
      ({ data: me }) => {
        if (!isSessionUser(me)) session.clear();
      },
      () => session.clear(),
    ));

  // A failed look-up allows everything: the server answers 403 where the user may not go.
  const authorizedLinks = () =>
    (menuLinks ??= methods.opcionesMenu().then(
      ({ data: options }) => options.map((o) => o.link),
      () => null,
    ));

  return {
    async login({ username, password }: Credentials) {
      session.clear();
      menuLinks = null;
      const { token } = (await methods.autenticar({ username, password })).data;
      const { data: me } = await methods.usuarioActual({ token });
      session.setUser({ ...me, token });
      storedUserCheck = Promise.resolve();
    },

    async logout() {
      const signedIn = session.user() !== null;
      session.clear();
      storedUserCheck = null;
      menuLinks = null;
      if (!signedIn) {
        if (!toLogin) return undefined;
        toLogin();
        return false;
      }
      reload();
      return false;
    },

    async checkAuth() {
      if (session.user()) await checkStoredUser();
      if (!session.user()) throw quietRejection;
    },

    async checkError(error: { status?: number }) {
      if (error?.status !== 401) return;
      session.clear();
      throw new Error('ra.notification.logged_out');
    },

    async getIdentity() {
      const user = session.user();
      if (!user) throw quietRejection;
      return { id: user.userId, fullName: user.nombre };
    },

    async getPermissions() {
      return session.user()?.role ?? null;
    },

    async canAccess({ resource, action }) {
      const user = session.user();
      if (!user) return false;
      if (user.role === 'ROLE_SUPERUSER') return true;
      // Everyone edits their own profile; the server refuses other users' records.
      if (resource === 'configura/usuarios' && action === 'edit') return true;
      const links = await authorizedLinks();
      return links === null || opensResource(links, resource);
    },
  };
}

export const authProvider = createAuthProvider({ toLogin: () => window.location.replace(paths.login) });
