/**
 * The obra summary's budget lines (docs/product.md §2) and the documents behind each: the named
 * queries that list them (docs/product.md §7 data), the columns as their entity schema names and
 * formats them, and that schema's editor, which each folio opens.
 */
import { schemas, type EntitySchema } from '../../../schemas';
import type { ConsultaParams } from '../../dataProvider/methods/data';
import { BUDGET_LINE_DOCUMENTS } from './messages';

export const PARTIDAS = ['insumos', 'manoObra', 'indirectos'] as const;
export type Partida = (typeof PARTIDAS)[number];

export interface DocumentsTableSpec {
  titulo: string;
  consulta: string;
  /** Besides the obra's id, which every one of these queries takes. */
  params?: ConsultaParams;
  schema: EntitySchema;
  /** Properties of `schema`, the first the folio that links to the document. */
  columnas: string[];
}

export const DOCUMENTS_OF: Record<Partida, DocumentsTableSpec[]> = {
  insumos: [
    {
      titulo: BUDGET_LINE_DOCUMENTS.compras,
      consulta: 'historialCompras',
      schema: schemas.compra,
      columnas: ['folio', 'fecha', 'folioProveedor', 'proveedor', 'total', 'saldo'],
    },
    {
      titulo: BUDGET_LINE_DOCUMENTS.comprometidas,
      consulta: 'ordenesAutorizadas',
      params: { sinCompra: true },
      schema: schemas.ordenCompra,
      columnas: ['folio', 'fecha', 'proveedor', 'total'],
    },
  ],
  manoObra: [
    {
      titulo: BUDGET_LINE_DOCUMENTS.nominas,
      consulta: 'historialNominas',
      schema: schemas.nomina,
      columnas: ['folio', 'semana', 'nota', 'total'],
    },
  ],
  indirectos: [
    {
      titulo: BUDGET_LINE_DOCUMENTS.gastos,
      consulta: 'historialGastos',
      schema: schemas.gasto,
      columnas: ['folio', 'fecha', 'proveedor', 'formaPago', 'total', 'saldo'],
    },
  ],
};
