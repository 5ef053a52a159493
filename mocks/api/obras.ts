/** The obra lookups of the top bar and the dashboard: GET /api/obra/byName and /api/obra/avance. */
import { http, HttpResponse } from 'msw';
import { avances, obras } from '../fixtures/obras';
import { matchesSearch } from './util';

export const obraHandlers = [
  http.get('/api/obra/byName', ({ request }) => {
    const name = new URL(request.url).searchParams.get('name')?.trim() ?? '';
    // No text, no matches: the selector only searches what the user typed.
    return HttpResponse.json(name ? obras.filter((o) => matchesSearch(o, ['nombre'], name)) : []);
  }),
  http.get('/api/obra/avance', () => HttpResponse.json(avances)),
];
