/**
 * The lifecycle of a compra (docs/domain.md Compra): editable and attachable while `creado`;
 * aplicar needs the comprobante and opens the compra's charge in the ledger in the same
 * transaction; once `aplicado` it is read-only, and a nota de crédito may be made from it.
 */
import { toCents } from '../../../schemas/money';
import { compra } from '../../db/schema';
import { defineLifecycle } from '../../domain/lifecycle';
import { openCharge } from '../../domain/ledger';

export const COMPRA_NO_ENCONTRADA = 'Compra no encontrada';
export const COMPRA_APLICADA = 'La compra ya esta aplicada..';
export const COMPRA_NO_APLICADA = 'La compra no esta aplicada..';

export const compraLifecycle = defineLifecycle({
  table: compra,
  notFound: COMPRA_NO_ENCONTRADA,
  initial: 'creado',
  actions: {
    editar: { from: ['creado'], denied: COMPRA_APLICADA },
    adjuntar: { from: ['creado'], denied: COMPRA_APLICADA },
    aplicar: {
      from: ['creado'],
      to: 'aplicado',
      needsComprobante: true,
      denied: COMPRA_APLICADA,
      effect: async ({ tx, document }) => {
        await openCharge(tx, {
          tipoDocumento: 'COMPRA',
          documentoId: document.id,
          folioDocumento: document.folio,
          fecha: document.fecha,
          proveedorId: document.proveedorId,
          obra: { id: document.obraId, sucursalId: document.sucursalId },
          monto: toCents(document.total),
        });
      },
    },
    notaCredito: { from: ['aplicado'], denied: COMPRA_NO_APLICADA },
  },
});
