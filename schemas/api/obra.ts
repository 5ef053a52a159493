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
const porcentaje = (description: string): JsonSchema => ({ type: ['number', 'null'], description });
const avanceFisico = porcentaje(
  'Avance fisico: cantidades ejecutadas × P.U. sobre el importe vigente, 0 a 100; null sin presupuesto',
);
/** One row of the cost by partida: what the client pays for it, its cost and margen, its avance. */
const costo = {
  importe: { ...money, description: 'Importe vigente: lo que paga el cliente (el del presupuesto)' },
  ejercido: { ...money, description: 'Compras aplicadas, gastos aplicados y nominas cargados a la partida' },
  comprometido: { ...money, description: 'Ordenes autorizadas sin compra y compras sin aplicar' },
  margen: { ...money, description: 'importe − (ejercido + comprometido)' },
  margenPorcentaje: porcentaje('margen sobre importe, en %; null sin importe'),
  excedida: { type: 'boolean', description: 'ejercido + comprometido pasa del importe' },
  avanceFisico,
};
const costoRequired = Object.keys(costo);
const costoPartida: JsonSchema = object(
  {
    id: { type: 'integer' },
    padreId: { type: ['integer', 'null'] },
    nivel: { type: 'integer' },
    clave: { type: 'string' },
    descripcion: { type: 'string' },
    ...costo,
  },
  ['id', 'padreId', 'nivel', 'clave', 'descripcion', ...costoRequired],
);
const avance: JsonSchema = object(
  {
    id: { type: 'integer' },
    nombre: { type: 'string' },
    avance: { type: 'number', description: 'Tiempo transcurrido entre inicio y fin, 0 a 100' },
    avanceFisico,
    presupuesto: { ...money, description: 'insumos + manoObra + indirectos' },
    ejercido: { ...money, description: 'compras aplicadas − notas de credito aplicadas + nominas + gastos aplicados' },
    ...lineas,
  },
  ['id', 'nombre', 'avance', 'avanceFisico', 'presupuesto', 'ejercido', 'insumos', 'manoObra', 'indirectos'],
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
    avance: object(
      {
        fisico: avanceFisico,
        financiero: porcentaje('Ejercido sobre el presupuesto de costo (insumos + manoObra + indirectos), en %'),
        tiempo: { type: 'number', description: 'Tiempo transcurrido entre inicio y fin, 0 a 100' },
      },
      ['fisico', 'financiero', 'tiempo'],
    ),
    costoPorPartida: object(
      {
        partidas: {
          ...listOf(costoPartida),
          description: 'Las del presupuesto, en su orden; cada una suma sus subpartidas',
        },
        sinPartida: { ...object(costo, costoRequired), description: 'Lo que no nombra partida' },
      },
      ['partidas', 'sinPartida'],
    ),
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
    'avance',
    'costoPorPartida',
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
