/**
 * Demo nóminas (SEED=demo), through the nómina service: in each obra in course of
 * ./obras-cifras-data.ts, one per week already worked since its inicio (semana 1, 2, …), around
 * the obra's usual week. They need no comprobante, so they load with the obras, not with the
 * documents that wait for the file store. Loaded in one transaction, only into a database without nóminas.
 */
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { count, sql } from 'drizzle-orm';
import { divRound, moneyToJson, centsToText, toCents } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import type { Nomina } from '../../../schemas/generated/nomina';
import { nominas } from '../../modules/nomina/service';
import type { Db } from '../client';
import { nomina } from '../schema';
import { inTransaction } from '../tx';
import { adminCaller, obrasPorNombre } from './documents-demo';
import { CIFRAS_OBRAS, NOMINA_ARRANQUE, NOMINA_POR_MIL } from './obras-cifras-data';

const corta = (day: Date) => format(day, 'dd/MM/yyyy');

/** The nómina of week `semana` (from 1): the usual week scaled by that week's factor, to the cent. */
function nominaDeSemana(semanal: string, semana: number): string {
  const porMil =
    semana <= NOMINA_ARRANQUE.length
      ? NOMINA_ARRANQUE[semana - 1]
      : NOMINA_POR_MIL[(semana - NOMINA_ARRANQUE.length - 1) % NOMINA_POR_MIL.length];
  return centsToText(divRound(toCents(semanal) * BigInt(porMil), 1000n));
}

export async function seedNominasDemo(db: Db, sucursalId: number): Promise<void> {
  const caller = await adminCaller(db, sucursalId);
  if (!caller) return;
  await inTransaction(db, caller.id, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727006)`);
    const [{ existentes }] = await tx.select({ existentes: count() }).from(nomina);
    if (existentes > 0) return;
    const today = parseISO(businessToday());
    const obras = await obrasPorNombre(tx, Object.keys(CIFRAS_OBRAS));
    for (const [nombre, { nominaSemanal }] of Object.entries(CIFRAS_OBRAS)) {
      const found = obras.get(nombre);
      if (!found) continue;
      const inicio = parseISO(found.inicio);
      const semanas = Math.floor(differenceInCalendarDays(today, inicio) / 7);
      for (let semana = 1; semana <= semanas; semana++) {
        const desde = addDays(inicio, (semana - 1) * 7);
        await nominas.create(tx, caller, {
          semana,
          total: moneyToJson(nominaDeSemana(nominaSemanal, semana)),
          nota: `Raya del ${corta(desde)} al ${corta(addDays(desde, 6))}`,
          obra: { id: found.id },
        } satisfies Nomina);
      }
    }
  });
}
