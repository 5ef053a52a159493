import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_TOKEN, usuario } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { createAuthProvider } from './authProvider';
import { session } from './session';

const obra = { id: 4, nombre: 'Residencial Cerro Real Etapa 2' };

function signedIn() {
  session.setUser({ ...usuario, token: 'guardado' });
  session.setObra(obra);
}

describe('authProvider', () => {
  it('logs in: authenticates, then reads /api/usuario/me with the new token', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/usuario/me', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json(usuario);
      }),
    );
    await createAuthProvider().login({ username: 'maria', password: 'secreta' });
    expect(seen).toEqual([`Bearer ${MOCK_TOKEN}`]);
    expect(session.user()).toEqual({ ...usuario, token: MOCK_TOKEN });
  });

  it('rejects a refused login and keeps no session', async () => {
    const auth = createAuthProvider();
    await expect(auth.login({ username: 'maria', password: '' })).rejects.toMatchObject({ status: 401 });
    expect(session.user()).toBeNull();
  });

  it('on startup checks a stored user once with /api/usuario/me', async () => {
    let calls = 0;
    server.use(http.get('/api/usuario/me', () => (calls++, HttpResponse.json(usuario))));
    signedIn();
    const auth = createAuthProvider();
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(calls).toBe(1);
    expect(session.user()).toEqual({ ...usuario, token: 'guardado' });
  });

  it.each([
    ['fails', () => HttpResponse.json({ message: 'Token invalido' }, { status: 401 })],
    ['answers nothing', () => new HttpResponse(null, { status: 200 })],
    ['is unreachable', () => HttpResponse.error()],
  ])('clears the session when the startup /me %s', async (_case, answer) => {
    server.use(http.get('/api/usuario/me', answer));
    signedIn();
    await expect(createAuthProvider().checkAuth({})).rejects.toBeDefined();
    expect(session.user()).toBeNull();
    expect(session.obra()).toBeNull();
  });

  it('refuses checkAuth without a stored user, quietly', async () => {
    await expect(createAuthProvider().checkAuth({})).rejects.toEqual({ message: false });
  });

  it('clears the session on a 401 and lets other errors through', async () => {
    const auth = createAuthProvider();
    signedIn();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(session.user()).not.toBeNull();
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
    expect(session.user()).toBeNull();
  });

  it('logs out: clears the session and the active obra, and reloads at the root', async () => {
    const reload = vi.fn();
    const auth = createAuthProvider({ reload });
    signedIn();
    await expect(auth.logout({})).resolves.toBe(false);
    expect(sessionStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('sends a visitor without a session to the login page instead of reloading', async () => {
    const reload = vi.fn();
    await expect(createAuthProvider({ reload }).logout({})).resolves.toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the login page afresh for a visitor without a session when the app asks for it', async () => {
    const reload = vi.fn();
    const toLogin = vi.fn();
    await expect(createAuthProvider({ reload, toLogin }).logout({})).resolves.toBe(false);
    expect(toLogin).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives the identity and the role from the session', async () => {
    const auth = createAuthProvider();
    signedIn();
    await expect(auth.getIdentity!()).resolves.toEqual({ id: usuario.userId, fullName: usuario.nombre });
    await expect(auth.getPermissions!({})).resolves.toBe('ROLE_USER');
  });

  it('opens only the resources of the user’s authorized menu options, and their own profile', async () => {
    server.use(
      http.get('/api/usuario/opciones-menu', () =>
        HttpResponse.json([{ link: '/clientes' }, { link: '/obras/resumen' }, { link: null }]),
      ),
    );
    const auth = createAuthProvider();
    signedIn();
    const canAccess = (resource: string, action = 'list') => auth.canAccess!({ resource, action });
    await expect(canAccess('clientes')).resolves.toBe(true);
    await expect(canAccess('obras')).resolves.toBe(true);
    await expect(canAccess('proveedores')).resolves.toBe(false);
    await expect(canAccess('configura/usuarios')).resolves.toBe(false);
    await expect(canAccess('configura/usuarios', 'edit')).resolves.toBe(true);
  });
});
