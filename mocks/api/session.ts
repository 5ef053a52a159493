/** The auth group, the session user and the side menu (docs/product.md §7 Auth, usuario/me, menu-item/menu). */
import { http, HttpResponse } from 'msw';
import { menus } from '../fixtures/menu';
import { MOCK_TOKEN, superusuario, SUPERUSER_TOKEN, usuario } from '../fixtures/session';
import { errorResponse } from './util';

export const sessionHandlers = [
  http.get('/unauth/ping', () => HttpResponse.json({ estado: 'ok' })),
  http.post('/unauth/authenticate', async ({ request }) => {
    const body = (await request.json()) as { username?: string; password?: string } | null;
    if (!body?.username || !body.password) return errorResponse(401, 'Usuario o contrasena incorrectos');
    return HttpResponse.json({ token: MOCK_TOKEN });
  }),
  // The token says who is signed in: the superuser's, or anyone else's for the regular user.
  http.get('/api/usuario/me', ({ request }) =>
    HttpResponse.json(request.headers.get('Authorization') === `Bearer ${SUPERUSER_TOKEN}` ? superusuario : usuario),
  ),
  http.get('/api/menu-item/menu/:seccion', ({ params }) => {
    const menu = menus[params.seccion as keyof typeof menus];
    return menu
      ? HttpResponse.json(menu)
      : errorResponse(400, `Seccion de menu desconocida: ${String(params.seccion)}`, [
          { field: 'seccion', message: 'Valores permitidos: principal, obras' },
        ]);
  }),
];
