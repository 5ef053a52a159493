/** GET /api/bitacora?tabla&registroId: a record's history, newest first (usuario 2 has one). */
import { http } from 'msw';
import { historialUsuario } from '../fixtures/bitacora';
import { errorResponse, pageResponse } from './util';

export const bitacoraHandlers = [
  http.get('/api/bitacora', ({ request }) => {
    const url = new URL(request.url);
    const tabla = url.searchParams.get('tabla');
    const registroId = url.searchParams.get('registroId');
    if (!tabla || !registroId) return errorResponse(400, 'Datos invalidos');
    const entries = historialUsuario.filter((e) => e.tabla === tabla && e.registroId === registroId);
    return pageResponse(entries, url);
  }),
];
