/** The named data queries of the gastos (server/modules/data): an obra's applied gastos, with their charge's saldo. */
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { moneyToJson } from '../../../schemas/money';
import { cargo, gasto, proveedor } from '../../db/schema';
import { defineQuery } from '../data/named-query';
import { pageOfObraQuery } from '../data/obra-page';

export const historialGastos = defineQuery({
  name: 'historialGastos',
  description: 'Gastos aplicados de una obra, del mas reciente al mas antiguo, entre dos fechas opcionales',
  params: { obraId: { type: 'integer', required: true }, desde: { type: 'date' }, hasta: { type: 'date' } },
  menu: ['/gasto'],
  page: (db, caller, params, paging) => {
    // gasto_obra_idx (obra, fecha) holds the obra and the range; the saldo by cargo_documento_key.
    const filters = [
      eq(gasto.status, 'aplicado'),
      params.desde === undefined ? undefined : gte(gasto.fecha, params.desde),
      params.hasta === undefined ? undefined : lte(gasto.fecha, params.hasta),
    ];
    return pageOfObraQuery(db, caller, params.obraId, paging, { table: gasto, filters }, async (where) => {
      const rows = await db
        .select({
          id: gasto.id,
          folio: gasto.folio,
          fecha: gasto.fecha,
          formaPago: gasto.formaPago,
          proveedor: { id: proveedor.id, nombre: proveedor.nombre },
          total: gasto.total,
          saldo: cargo.saldo,
        })
        .from(gasto)
        .innerJoin(proveedor, eq(proveedor.id, gasto.proveedorId))
        .leftJoin(cargo, and(eq(cargo.tipoDocumento, 'GASTO'), eq(cargo.documentoId, gasto.id)))
        .where(where)
        .orderBy(desc(gasto.fecha), desc(gasto.folio))
        .limit(paging.pageSize)
        .offset(paging.offset);
      // Its saldo is its charge's, as a read of the gasto answers it.
      return rows.map(({ total, saldo, ...row }) => ({
        ...row,
        total: moneyToJson(total),
        ...(saldo === null ? {} : { saldo: moneyToJson(saldo) }),
      }));
    });
  },
});
