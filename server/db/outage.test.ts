/**
 * The wait for PostgreSQL at start (docs/decisions.md, When the database is away): on a clock of its
 * own, so a five-minute bound takes no time. It tries with backoff, logs at most one line every
 * 10 s whatever the backoff, gives up at the bound with a Spanish line that names it, stops at
 * once on an error waiting would not mend, and returns as soon as the database answers.
 */
import { describe, expect, it } from 'vitest';
import { DatabaseUnreachable, waitForDatabase, type Clock } from './outage';

/** A clock whose sleeps pass at once. */
function virtualClock(): Clock & { t: number } {
  const clock = {
    t: 0,
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.t += ms;
    },
  };
  return clock;
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A log that notes when each line was written. */
function logAt(clock: Clock) {
  const lines: { at: number; message: string; fields: object }[] = [];
  return { lines, warn: (fields: object, message: string) => lines.push({ at: clock.now(), message, fields }) };
}

describe('waitForDatabase', () => {
  it('logs at most one line every 10 s, then gives up at the bound saying so in Spanish', async () => {
    const clock = virtualClock();
    const log = logAt(clock);
    const probes: number[] = [];
    const waiting = waitForDatabase(
      async () => {
        probes.push(clock.now());
        throw refused();
      },
      { until: 300_000, seconds: 300 },
      log,
      clock,
    );
    await expect(waiting).rejects.toThrow(DatabaseUnreachable);
    await expect(waiting).rejects.toThrow(
      'La base de datos no respondio en 300 s (DB_START_WAIT_S); el servidor termina',
    );
    await expect(waiting).rejects.toMatchObject({ motivo: 'connect ECONNREFUSED 127.0.0.1:5432' });

    // Backoff: 0.5 s doubling to 5 s, and no probe past the bound.
    expect(probes.slice(0, 6)).toEqual([0, 500, 1500, 3500, 7500, 12_500]);
    expect(probes.at(-1)).toBe(300_000);
    expect(clock.t).toBe(300_000);

    expect(log.lines.length).toBeGreaterThan(20);
    expect(log.lines.every((line) => line.message === 'Esperando a la base de datos para arrancar')).toBe(true);
    const gaps = log.lines.slice(1).map((line, i) => line.at - log.lines[i].at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(10_000);
    expect(log.lines.length).toBeLessThanOrEqual(300 / 10 + 1);
    expect(log.lines[0]).toMatchObject({
      at: 0,
      fields: { intento: 1, motivo: 'connect ECONNREFUSED 127.0.0.1:5432' },
    });
  });

  it('returns once the database answers, after one line', async () => {
    const clock = virtualClock();
    const log = logAt(clock);
    let probes = 0;
    await waitForDatabase(
      async () => {
        if (++probes < 4) throw refused();
      },
      { until: 300_000, seconds: 300 },
      log,
      clock,
    );
    expect([probes, clock.t, log.lines.length]).toEqual([4, 3500, 1]);
  });

  it('stops at once on an error waiting would not mend (a wrong password)', async () => {
    const clock = virtualClock();
    const log = logAt(clock);
    const wrong = Object.assign(new Error('password authentication failed for user "obras"'), { code: '28P01' });
    await expect(
      waitForDatabase(
        async () => {
          throw wrong;
        },
        { until: 300_000, seconds: 300 },
        log,
        clock,
      ),
    ).rejects.toBe(wrong);
    expect([clock.t, log.lines]).toEqual([0, []]);
  });
});
