/** Routes of the obra group (`/api/obra`): the catalog, the obra selector, the dashboard and the obra summary. */
import { schemas } from '..';
import {
  answers,
  crud,
  idParams,
  listOf,
  object,
  pagedQuery,
  recordOf,
  type JsonSchema,
  type RouteContract,
} from './shared';

const ref: JsonSchema = {
  type: 'object',
  required: ['id', 'nombre'],
  properties: { id: { type: 'integer' }, nombre: { type: 'string' } },
};
const opcion: JsonSchema = {
  type: 'object',
  required: ['id', 'nombre', 'cliente', 'terminado'],
  properties: { id: { type: 'integer' }, nombre: { type: 'string' }, cliente: ref, terminado: { type: 'boolean' } },
};
const money: JsonSchema = { type: 'number' };
/** One budget line of the summary: its budget, what was spent and, for insumos, what is committed. */
const linea = (committed: boolean): JsonSchema =>
  object(
    {
      presupuesto: money,
      ejercido: money,
      ...(committed
        ? { comprometido: { ...money, description: 'Ordenes autorizadas sin compra y compras sin aplicar' } }
        : {}),
    },
    committed ? ['presupuesto', 'ejercido', 'comprometido'] : ['presupuesto', 'ejercido'],
  );
/** The three budget lines, as the summary's cards show them. */
const lineas = {
  insumos: { ...linea(true), description: 'Compras aplicadas menos notas de credito aplicadas' },
  manoObra: { ...linea(false), description: 'Nominas' },
  indirectos: { ...linea(false), description: 'Gastos aplicados' },
};
const avance: JsonSchema = object(
  {
    id: { type: 'integer' },
    nombre: { type: 'string' },
    avance: { type: 'number', description: 'Tiempo transcurrido entre inicio y fin, 0 a 100' },
    presupuesto: { ...money, description: 'insumos + manoObra + indirectos' },
    ejercido: { ...money, description: 'compras aplicadas − notas de credito aplicadas + nominas + gastos aplicados' },
    ...lineas,
  },
  ['id', 'nombre', 'avance', 'presupuesto', 'ejercido', 'insumos', 'manoObra', 'indirectos'],
);
const resumen: JsonSchema = object(
  {
    obra: recordOf(schemas.obra),
    ...lineas,
    ejercido: { ...money, description: 'Lo ejercido en las tres partidas' },
    facturado: { ...money, description: 'Total de las facturas de la obra' },
    cobrado: { ...money, description: 'Lo cobrado de esas facturas' },
    utilidadPlaneada: { ...money, description: 'costoTotal − (insumos + manoObra + indirectos)' },
    utilidadActual: { ...money, description: 'facturado − ejercido' },
  },
  [
    'obra',
    'insumos',
    'manoObra',
    'indirectos',
    'ejercido',
    'facturado',
    'cobrado',
    'utilidadPlaneada',
    'utilidadActual',
  ],
);

export const obraApi = {
  ...crud(schemas.obra, 'idObra', pagedQuery(['name'], 'size')),
  byName: {
    summary: 'Obras por nombre (selector de obra activa); las terminadas solo con terminadas=true',
    querystring: object({
      name: { type: 'string' },
      // Pickers that write documents never offer a closed obra: it is listed only when asked for.
      terminadas: {
        type: 'string',
        enum: ['true', 'false'],
        errorMessage: 'El parametro terminadas debe ser true o false',
      },
    }),
    response: answers(listOf(opcion)),
  },
  avance: {
    summary: 'Avance en tiempo y gasto contra presupuesto de las obras en curso (no terminadas), para el tablero',
    response: answers(listOf(avance)),
  },
  resumen: {
    summary: 'Resumen de una obra: presupuesto contra lo ejercido por partida, lo comprometido, facturado y utilidad',
    params: idParams('idObra'),
    response: answers(resumen),
  },
} satisfies Record<string, RouteContract>;
