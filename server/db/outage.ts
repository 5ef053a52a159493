/**
 * A database that cannot be reached (docs/decisions.md, When the database is away): which errors
 * say so, and the instance's view of it — down from the first failed probe until one succeeds,
 * logged once when it goes and once when it is back, never once per request.
 */

/** What a request answers while the database is away (503, with Retry-After). */
export const BASE_NO_RESPONDE = 'La base de datos no responde; intente de nuevo en unos segundos.';
/** A statement that ran past the statement timeout (503: the work was rolled back, a retry may pass). */
export const CONSULTA_LENTA = 'La operacion tardo demasiado y se cancelo; intente de nuevo en unos segundos.';
/** A row another transaction held past the lock timeout (409: someone else is changing it). */
export const REGISTRO_OCUPADO = 'Otro usuario esta modificando estos datos; intente de nuevo en unos segundos.';
/** Seconds a client waits before it retries after an outage's 503. */
export const RETRY_AFTER_S = 5;

// Node's socket errors on connecting or talking to the server.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// SQLSTATEs of a server going or gone: admin_shutdown, crash_shutdown, cannot_connect_now,
// too_many_connections, and class 08, connection exceptions.
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
// The pg driver's own words for a connection it lost or could not get from the pool in time.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
];

/** The error, then its causes (Drizzle wraps the driver's error), a few levels deep. */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++, e = e.cause as typeof e) yield e;
}

/** The database could not be reached, or dropped the connection: nothing the request did. */
export function isOutage(error: unknown): boolean {
  for (const { code, message } of chain(error)) {
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_STATES.has(code) || /^08/.test(code)))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.includes(words))) return true;
  }
  return false;
}

interface HealthLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export interface DatabaseHealth {
  /** False from a failed probe until one succeeds. */
  readonly up: boolean;
  /** An outage error was met: probe now; when the probe fails too, the database is down until a probe passes. */
  lost(error: unknown): void;
  /** Where the two lines of an outage go (the app's logger; the console until then). */
  logTo(log: HealthLog): void;
  /** Stops probing (the database is closing). */
  stop(): void;
}

const describe = (error: unknown) => {
  const first = chain(error).next().value;
  return { code: first?.code, motivo: String(first?.message ?? error) };
};

/**
 * `probe` is a trivial query (SELECT 1). While down it is retried every `everyMs`; the first that
 * passes logs the end of the outage and its length.
 */
export function databaseHealth(probe: () => Promise<unknown>, everyMs = 1000): DatabaseHealth {
  let state: 'up' | 'checking' | 'down' | 'stopped' = 'up';
  let since = 0;
  let timer: NodeJS.Timeout | undefined;
  let log: HealthLog = {
    warn: (fields, message) => console.warn(message, fields),
    info: (fields, message) => console.warn(message, fields),
  };

  const check = async (cause: unknown) => {
    const passed = await probe().then(
      () => true,
      () => false,
    );
    if (state === 'stopped') return;
    if (passed) {
      if (state === 'down')
        log.info({ segundos: Math.round((Date.now() - since) / 1000) }, 'La base de datos responde de nuevo');
      else log.warn(describe(cause), 'Se perdio una conexion a la base de datos; la base de datos responde');
      state = 'up';
      return;
    }
    if (state === 'checking') {
      state = 'down';
      since = Date.now();
      log.warn(describe(cause), 'La base de datos no responde; se responde 503 hasta que vuelva');
    }
    timer = setTimeout(() => void check(cause), everyMs);
    timer.unref();
  };

  return {
    get up() {
      return state !== 'down';
    },
    lost(error) {
      if (state !== 'up') return;
      state = 'checking';
      void check(error);
    },
    logTo(target) {
      log = target;
    },
    stop() {
      state = 'stopped';
      clearTimeout(timer);
    },
  };
}

/** PGlite lives in the process: it is never away. */
export const alwaysUp: DatabaseHealth = {
  up: true,
  lost: () => undefined,
  logTo: () => undefined,
  stop: () => undefined,
};

/** The start gave up: PostgreSQL did not answer within the bound. Its message is the log's line. */
export class DatabaseUnreachable extends Error {
  constructor(
    seconds: number,
    /** The last error's own words (the driver's). */
    readonly motivo: string,
  ) {
    super(`La base de datos no respondio en ${seconds} s (DB_START_WAIT_S); el servidor termina`);
  }
}

/** How long a start waits: until `until` (epoch ms), which is `seconds` after the process began. */
export interface StartBound {
  until: number;
  seconds: number;
}

/** Time, for the wait (a test hands in one whose sleeps pass at once). */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<unknown>;
}

const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** At most one line this often while waiting, whatever the backoff. */
const LOG_EVERY_MS = 10_000;

/**
 * A start before the database (a machine booting, the app's unit before PostgreSQL's): tries
 * `probe` with backoff (0.5 s doubling to 5 s) until it passes, logging at most one line every
 * 10 s, and gives up at `bound.until` with DatabaseUnreachable. An error that is no outage (a
 * wrong password, a database that does not exist) is thrown at once: waiting would not help.
 */
export async function waitForDatabase(
  probe: () => Promise<unknown>,
  bound: StartBound,
  log: Pick<HealthLog, 'warn'>,
  clock: Clock = realClock,
): Promise<void> {
  let pause = 500;
  let loggedAt = -Infinity;
  for (let intento = 1; ; intento++) {
    try {
      await probe();
      return;
    } catch (error) {
      if (!isOutage(error)) throw error;
      const { motivo } = describe(error);
      if (clock.now() >= bound.until) throw new DatabaseUnreachable(bound.seconds, motivo);
      if (clock.now() - loggedAt >= LOG_EVERY_MS) {
        loggedAt = clock.now();
        log.warn({ intento, motivo }, 'Esperando a la base de datos para arrancar');
      }
      await clock.sleep(Math.min(pause, Math.max(0, bound.until - clock.now())));
      pause = Math.min(pause * 2, 5_000);
    }
  }
}
