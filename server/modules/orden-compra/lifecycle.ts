/**
 * The lifecycle of an orden de compra (docs/domain.md): creado → autorizado (within the caller's
 * approval limit, ./limite.ts) or cancelado; edits only in creado. Folios per sucursal.
 */
import { toCents } from '../../../schemas/money';
import { ordenCompra } from '../../db/schema';
import { defineLifecycle } from '../../domain/lifecycle';
import { checkApprovalLimit } from './limite';

export const ORDEN_NO_ENCONTRADA = 'Orden de compra no encontrada';
/** The 409 of any action on an order that left `creado` (docs/domain.md: edits only in creado). */
export const ORDEN_AUTORIZADA = 'La orden de compra ya esta autorizada..';
export const ORDEN_CANCELADA = 'La orden de compra ya esta cancelada..';
export const ORDEN_NO_AUTORIZADA = 'La orden de compra no esta autorizada..';
const denied = (status: string) => (status === 'cancelado' ? ORDEN_CANCELADA : ORDEN_AUTORIZADA);

export const ordenLifecycle = defineLifecycle({
  table: ordenCompra,
  notFound: ORDEN_NO_ENCONTRADA,
  initial: 'creado',
  actions: {
    editar: { from: ['creado'], denied },
    autorizar: {
      from: ['creado'],
      to: 'autorizado',
      denied,
      effect: ({ tx, caller, document }) =>
        checkApprovalLimit(tx, caller, document.sucursalId, toCents(document.total)),
    },
    cancelar: { from: ['creado'], to: 'cancelado', denied },
    // Generating its compra (server/modules/compra) checks and locks the order; the status stays.
    generarCompra: {
      from: ['autorizado'],
      denied: (status) => (status === 'cancelado' ? ORDEN_CANCELADA : ORDEN_NO_AUTORIZADA),
    },
  },
});
