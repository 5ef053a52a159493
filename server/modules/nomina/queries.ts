/** The named data queries of the nóminas (server/modules/data): an obra's weeks, the latest first. */
import { and, desc, eq } from 'drizzle-orm';
import { moneyToJson } from '../../../schemas/money';
import { nomina } from '../../db/schema';
import { visibleTo } from '../common/sucursal';
import { defineQuery } from '../data/named-query';
import { pageOfObraQuery } from '../data/obra-page';

export const historialNominas = defineQuery({
  name: 'historialNominas',
  description: 'Nominas de una obra, de la semana mas reciente a la mas antigua',
  params: { obraId: { type: 'integer', required: true } },
  menu: ['/nomina'],
  page: (db, caller, params, paging) => {
    const obraId = params.obraId as number;
    // nomina_obra_semana_key (obra, semana): one week per obra, read backwards.
    const where = and(eq(nomina.obraId, obraId), visibleTo(caller, nomina.sucursalId));
    return pageOfObraQuery(db, caller, obraId, paging, { table: nomina, where }, async () => {
      const rows = await db
        .select({ id: nomina.id, folio: nomina.folio, semana: nomina.semana, total: nomina.total, nota: nomina.nota })
        .from(nomina)
        .where(where)
        .orderBy(desc(nomina.semana))
        .limit(paging.pageSize)
        .offset(paging.offset);
      return rows.map(({ total, nota, ...row }) => ({
        ...row,
        total: moneyToJson(total),
        ...(nota === null ? {} : { nota }),
      }));
    });
  },
});
