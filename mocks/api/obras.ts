/**
 * The obra lookups of the top bar and the dashboard (GET /api/obra/byName, /api/obra/avance) and the
 * obra summary (GET /api/obra/{idObra}/resumen), read from the obras and their figures as
 * server/modules/obra/cifras.ts reads obra_cifras: in cents, JSON numbers only at the end.
 */
import { http, HttpResponse } from 'msw';
import type { ObraAvanceReply, ObraResumenReply } from '../../schemas/generated/api';
import type { Obra } from '../../schemas/generated/obra';
import { OBRA_NO_ENCONTRADA } from '../../schemas/messages';
import { fromCents, parseCents } from '../../schemas/money';
import { utilidadDe } from '../../schemas/obra';
import { avanceEnTiempo, cifras, obras, type CifrasObra } from '../fixtures/obras';
import { porcentaje } from '../../schemas/costo-partida';
import { obraAnswer } from './obrasCatalogo';
import { costoPorPartida } from './presupuesto';
import { errorResponse, matchesSearch } from './util';

const cents = (value: unknown) => parseCents(value) ?? 0n;
/** An obra created in the session has no documents yet. */
const SIN_DOCUMENTOS: CifrasObra = {
  insumos: 0,
  comprometido: 0,
  manoObra: 0,
  indirectos: 0,
  facturado: 0,
  cobrado: 0,
};

/** An obra's budget and spending per line, in cents. */
function lineas(obra: Obra & { id: number }) {
  const { insumos, comprometido, manoObra, indirectos, facturado, cobrado } = cifras[obra.id] ?? SIN_DOCUMENTOS;
  return {
    presupuesto: { insumos: cents(obra.insumos), manoObra: cents(obra.manoObra), indirectos: cents(obra.indirectos) },
    ejercido: { insumos: cents(insumos), manoObra: cents(manoObra), indirectos: cents(indirectos) },
    comprometido: cents(comprometido),
    facturado: cents(facturado),
    cobrado: cents(cobrado),
  };
}

const total = (line: { insumos: bigint; manoObra: bigint; indirectos: bigint }) =>
  line.insumos + line.manoObra + line.indirectos;

/** The three budget lines as the summary's cards and the dashboard read them. */
function partidas(obra: Obra & { id: number }) {
  const { presupuesto, ejercido, comprometido } = lineas(obra);
  const linea = (name: keyof typeof presupuesto) => ({
    presupuesto: fromCents(presupuesto[name]),
    ejercido: fromCents(ejercido[name]),
  });
  return {
    insumos: { ...linea('insumos'), comprometido: fromCents(comprometido) },
    manoObra: linea('manoObra'),
    indirectos: linea('indirectos'),
  };
}

export function resumenAnswer(obra: Obra & { id: number }): ObraResumenReply {
  const { presupuesto, ejercido, facturado, cobrado } = lineas(obra);
  return {
    obra: obraAnswer(obra),
    ...partidas(obra),
    ejercido: fromCents(total(ejercido)),
    facturado: fromCents(facturado),
    cobrado: fromCents(cobrado),
    utilidadPlaneada: fromCents(utilidadDe(obra)),
    utilidadActual: fromCents(facturado - total(ejercido)),
    avance: {
      fisico: costoPorPartida(obra.id).avanceFisico,
      financiero: porcentaje(total(ejercido), total(presupuesto)),
      tiempo: avanceEnTiempo[obra.id] ?? 0,
    },
    costoPorPartida: (({ partidas, sinPartida }) => ({ partidas, sinPartida }))(costoPorPartida(obra.id)),
  };
}

/** The obras in course (not terminado), by name, as GET /api/obra/avance answers them. */
export function avanceAnswer(): ObraAvanceReply {
  return obras
    .filter((obra) => !obra.terminado)
    .sort((a, b) => a.nombre.localeCompare(b.nombre) || a.id - b.id)
    .map((obra) => {
      const { presupuesto, ejercido } = lineas(obra);
      return {
        id: obra.id,
        nombre: obra.nombre,
        avance: avanceEnTiempo[obra.id] ?? 0,
        avanceFisico: costoPorPartida(obra.id).avanceFisico,
        presupuesto: fromCents(total(presupuesto)),
        ejercido: fromCents(total(ejercido)),
        ...partidas(obra),
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
