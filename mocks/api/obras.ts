/**
 * The obra lookups of the top bar and the dashboard (GET /api/obra/byName, /api/obra/avance) and the
 * obra summary (GET /api/obra/{idObra}/resumen), read from the obras and their figures
 * (../fixtures/obras.ts `cifras`) by the rule the server reads obra_cifras with (schemas/obra.ts).
 */
import { http, HttpResponse } from 'msw';
import type { ObraAvanceReply, ObraResumenReply } from '../../schemas/generated/api';
import type { Obra } from '../../schemas/generated/obra';
import { OBRA_NO_ENCONTRADA } from '../../schemas/messages';
import { fromCents } from '../../schemas/money';
import { cifrasDelResumen, presupuestoDe } from '../../schemas/obra';
import { avanceEnTiempo, cifras, obras, type CifrasObra } from '../fixtures/obras';
import { obraAnswer } from './obrasCatalogo';
import { costoPorPartida } from './presupuesto';
import { errorResponse, matchesSearch } from './util';

/** An obra created in the session has no documents yet. */
const SIN_DOCUMENTOS: CifrasObra = {
  insumos: 0,
  comprometido: 0,
  manoObra: 0,
  indirectos: 0,
  facturado: 0,
  cobrado: 0,
};

const cifrasDe = (obra: Obra & { id: number }) => cifras[obra.id] ?? SIN_DOCUMENTOS;

export function resumenAnswer(obra: Obra & { id: number }): ObraResumenReply {
  const { financiero, ...figuras } = cifrasDelResumen(obra, cifrasDe(obra));
  const costos = costoPorPartida(obra.id);
  return {
    obra: obraAnswer(obra),
    ...figuras,
    avance: { fisico: costos.avanceFisico, financiero, tiempo: avanceEnTiempo[obra.id] ?? 0 },
    costoPorPartida: { partidas: costos.partidas, sinPartida: costos.sinPartida },
  };
}

/** The obras in course (not terminado), by name, as GET /api/obra/avance answers them. */
export function avanceAnswer(): ObraAvanceReply {
  return obras
    .filter((obra) => !obra.terminado)
    .sort((a, b) => a.nombre.localeCompare(b.nombre) || a.id - b.id)
    .map((obra) => {
      const { ejercido, insumos, manoObra, indirectos } = cifrasDelResumen(obra, cifrasDe(obra));
      return {
        id: obra.id,
        nombre: obra.nombre,
        avance: avanceEnTiempo[obra.id] ?? 0,
        avanceFisico: costoPorPartida(obra.id).avanceFisico,
        presupuesto: fromCents(presupuestoDe(obra)),
        ejercido,
        insumos,
        manoObra,
        indirectos,
      };
    });
}

// The obras catalog's (mocks/handlers.ts orders it after these, literal before parameter): `/api/obra/:id` would also match `byName` and `avance`.
export const obraHandlers = [
  http.get('/api/obra/byName', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const name = params.get('name')?.trim() ?? '';
    // Closed obras only when asked for, as the server answers.
    const listed = params.get('terminadas') === 'true' ? obras : obras.filter((o) => !o.terminado);
    // No text, no matches: the selector only searches what the user typed.
    return HttpResponse.json(name ? listed.filter((o) => matchesSearch(o, ['nombre'], name)) : []);
  }),
  http.get('/api/obra/avance', () => HttpResponse.json(avanceAnswer())),
  http.get('/api/obra/:idObra/resumen', ({ params }) => {
    const obra = obras.find((o) => String(o.id) === params.idObra);
    return obra ? HttpResponse.json(resumenAnswer(obra)) : errorResponse(404, OBRA_NO_ENCONTRADA);
  }),
];
