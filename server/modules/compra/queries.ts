/** The named data queries of the compra module (server/modules/data): the compras of the Historial de Compras. */
import { defineQuery } from '../data/named-query';
import { HISTORIAL_ACCESS } from './links';
import { pageHistorial } from './historial';

/** A group's compras as the expanded row of the history pages them: rows of server/modules/compra/historial.ts. */
export const historialCompras = defineQuery({
  name: 'historialCompras',
  description: 'Compras aplicadas de una obra, recientes primero; de un proveedor y entre fechas',
  params: {
    obraId: { type: 'integer', required: true },
    proveedorId: { type: 'integer' },
    desde: { type: 'date' },
    hasta: { type: 'date' },
  },
  menu: HISTORIAL_ACCESS,
  page: (db, caller, params, paging) => pageHistorial(db, caller, params, paging),
});
