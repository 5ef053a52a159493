/** The named data queries of the nóminas (server/modules/data): an obra's weeks, the latest first. */
import { desc } from 'drizzle-orm';
import { moneyToJson } from '../../../schemas/money';
import { nomina } from '../../db/schema';
import { defineQuery } from '../data/named-query';
import { pageOfObraQuery } from '../data/obra-page';

export const historialNominas = defineQuery({
  name: 'historialNominas',
  description: 'Nominas de una obra, de la semana mas reciente a la mas antigua',
  params: { obraId: { type: 'integer', required: true } },
  menu: ['/nomina'],
  page: (db, caller, params, paging) => {
    // nomina_obra_semana_key (obra, semana): one week per obra, read backwards.
    return pageOfObraQuery(db, caller, params.obraId, paging, { table: nomina }, async (where) => {
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
