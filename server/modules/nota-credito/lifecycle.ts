/**
 * The lifecycle of a nota de crédito (docs/domain.md Nota de crédito): editable and attachable while
 * `creado`; aplicar needs the comprobante and lowers the saldo of its compra's charge by the nota's
 * total (an abono of tipo NOTA_CREDITO) in the same transaction; 409 above the saldo now.
 */
import { toCents } from '../../../schemas/money';
import { notaCredito } from '../../db/schema';
import { CARGO_NO_ENCONTRADO, chargeOf, recordAbono } from '../../domain/ledger';
import { defineLifecycle } from '../../domain/lifecycle';
import { conflict } from '../../http-errors';

export const NOTA_NO_ENCONTRADA = 'Nota de credito no encontrada';
export const NOTA_APLICADA = 'La nota de credito ya esta aplicada..';

export const notaLifecycle = defineLifecycle({
  table: notaCredito,
  notFound: NOTA_NO_ENCONTRADA,
  initial: 'creado',
  actions: {
    editar: { from: ['creado'], denied: NOTA_APLICADA },
    adjuntar: { from: ['creado'], denied: NOTA_APLICADA },
    aplicar: {
      from: ['creado'],
      to: 'aplicado',
      needsComprobante: true,
      denied: NOTA_APLICADA,
      effect: async ({ tx, document }) => {
        const charge = await chargeOf(tx, 'COMPRA', document.compraId);
        if (!charge) throw conflict(CARGO_NO_ENCONTRADO);
        const abono = {
          cargoId: charge.id,
          fecha: document.fecha,
          monto: toCents(document.total),
          tipo: 'NOTA_CREDITO' as const,
          referencia: document.id,
        };
        await recordAbono(tx, abono);
      },
    },
  },
});
