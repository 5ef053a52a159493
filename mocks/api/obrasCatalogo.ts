/**
 * The obras catalog (GET /api/obra?name&size&page, /api/obra/{id}, POST, PUT) as the server
 * answers it: the cliente's name nested, utilidad computed in whole cents whatever was sent.
 */
import { schemas } from '../../schemas';
import type { Obra } from '../../schemas/generated/obra';
import { OBRA_NO_ENCONTRADA } from '../../schemas/messages';
import { fromCents, parseCents } from '../../schemas/money';
import { clientes } from '../fixtures/clientes';
import { obras } from '../fixtures/obras';
import { sucursales } from '../fixtures/sucursales';
import { crudHandlers } from './crud';

const cents = (value: unknown) => parseCents(value) ?? 0n;

/** utilidad = costoTotal − (insumos + manoObra + indirectos), docs/domain.md. */
export function obraAnswer(obra: Obra): Obra {
  const cliente = clientes.find((c) => c.id === obra.cliente.id);
  const { id, nombre } = sucursales.find((s) => s.id === obra.sucursal?.id) ?? sucursales[0];
  const utilidad = cents(obra.costoTotal) - (cents(obra.insumos) + cents(obra.manoObra) + cents(obra.indirectos));
  return {
    ...obra,
    cliente: { id: obra.cliente.id, nombre: cliente?.nombre },
    utilidad: fromCents(utilidad),
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
