/** /api/concepto (flat ids in, nested names out) and its lookups, as the server answers them. */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import type { Concepto } from '../../schemas/generated/concepto';
import { clasificaciones, conceptoAnswer, conceptos, subclasificaciones, unidadesMedida } from '../fixtures/conceptos';
import { crudHandlers } from './crud';
import { errorResponse } from './util';

export const conceptoHandlers = [
  http.get('/api/clasificacion', () => HttpResponse.json(clasificaciones)),
  http.get('/api/subclasificacion', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('idClasificacion'));
    if (!Number.isInteger(id) || id < 1) return errorResponse(400, 'El parametro idClasificacion es obligatorio');
    return HttpResponse.json(subclasificaciones.filter((s) => s.clasificacionId === id));
  }),
  http.get('/api/unidadMedida', () => HttpResponse.json(unidadesMedida)),
  ...crudHandlers<Concepto>({
    schema: schemas.concepto,
    api: '/api/concepto',
    records: conceptos,
    searched: ['nombre', 'descripcion'],
    notFound: 'Concepto no encontrado',
    answer: conceptoAnswer,
  }),
];
