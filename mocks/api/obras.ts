/** The obra lookups of the top bar and the dashboard: GET /api/obra/byName and /api/obra/avance. */
import { http, HttpResponse } from 'msw';
import { avances, obras } from '../fixtures/obras';
import { matchesSearch } from './util';

export const obraHandlers = [
  http.get('/api/obra/byName', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const name = params.get('name')?.trim() ?? '';
    // Closed obras only when asked for, as the server answers.
    const listed = params.get('terminadas') === 'true' ? obras : obras.filter((o) => !o.terminado);
    // No text, no matches: the selector only searches what the user typed.
    return HttpResponse.json(name ? listed.filter((o) => matchesSearch(o, ['nombre'], name)) : []);
  }),
  http.get('/api/obra/avance', () => HttpResponse.json(avances)),
];
