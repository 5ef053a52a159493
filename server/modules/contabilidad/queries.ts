/** The named data queries of the payables ledger (server/modules/data): the aging per proveedor. */
import { payablesAging } from '../../domain/payables';
import { defineQuery } from '../data/named-query';
import { CUENTAS_POR_PAGAR } from './links';

export const antiguedadProveedores = defineQuery({
  name: 'antiguedadProveedores',
  description: 'Antiguedad de saldos por proveedor, de una obra o de todas las visibles',
  params: { obraId: { type: 'integer' } },
  menu: CUENTAS_POR_PAGAR,
  run: (db, caller, params) => payablesAging(db, caller, params.obraId),
});
