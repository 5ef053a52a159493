/**
 * The obras catalog (GET /api/obra?name&size&page, /api/obra/{id}, POST, PUT) as the server
 * answers it: the cliente's name nested, utilidad computed in whole cents whatever was sent.
 */
import { schemas } from '../../schemas';
import type { Obra } from '../../schemas/generated/obra';
import { OBRA_NO_ENCONTRADA } from '../../schemas/messages';
import { fromCents } from '../../schemas/money';
import { utilidadDe } from '../../schemas/obra';
import { clientes } from '../fixtures/clientes';
import { obras } from '../fixtures/obras';
import { sucursales } from '../fixtures/sucursales';
import { crudHandlers } from './crud';

/** The obra with its cliente's and sucursal's names and its utilidad by the server's rule (schemas/obra.ts). */
export function obraAnswer(obra: Obra): Obra {
  const cliente = clientes.find((c) => c.id === obra.cliente.id);
  const { id, nombre } = sucursales.find((s) => s.id === obra.sucursal?.id) ?? sucursales[0];
  return {
    ...obra,
    cliente: { id: obra.cliente.id, nombre: cliente?.nombre },
    utilidad: fromCents(utilidadDe(obra)),
    sucursal: { id, nombre },
  };
}

export const obraCatalogoHandlers = crudHandlers<Obra>({
  schema: schemas.obra,
  api: '/api/obra',
  searchParam: 'name',
  sizeParam: 'size',
  records: obras,
  searched: ['nombre'],
  notFound: OBRA_NO_ENCONTRADA,
  answer: obraAnswer,
});
