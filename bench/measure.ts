/**
 * One load run with autocannon (as a library) and the numbers the table keeps; or, for a case of
 * requests in sequence (an import), whole runs of them timed one after another.
 */
import autocannon from 'autocannon';
import type { Request } from './cases';

export interface Measure {
  /** Milliseconds of one request alone before the load: a page's first visit, cold caches. */
  first: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, plus connection errors and timeouts: any of them voids the row. */
  failed: number;
}

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  token?: string;
}

function requestInit(request: Request, token: string | undefined) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.raw) headers['content-type'] = request.raw.type;
  return {
    method: request.method ?? 'GET',
    headers,
    body: request.raw ? request.raw.content : request.body === undefined ? undefined : JSON.stringify(request.body),
  };
}

/** One request alone, by fetch. */
function send(base: string, request: Request, token: string | undefined): Promise<Response> {
  const { body, ...init } = requestInit(request, token);
  return fetch(base + request.path, {
    ...init,
    body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
  });
}

export async function measure(base: string, request: Request, options: LoadOptions): Promise<Measure> {
  const init = requestInit(request, options.token);
  const started = performance.now();
  await (await send(base, request, options.token)).arrayBuffer();
  const first = Math.round(performance.now() - started);
  const result = await autocannon({
    url: base + request.path,
    ...init,
    connections: options.connections,
    duration: options.duration,
  });
  return {
    first,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Runs at least this many times after the first, however long each takes. */
const MIN_RUNS = 3;

/** One run of `steps` in order, in milliseconds, and how many of them failed (not 2xx). */
async function run(base: string, steps: Request[], token: string | undefined) {
  const started = performance.now();
  let failed = 0;
  for (const step of steps) {
    const res = await send(base, step, token);
    await res.arrayBuffer();
    if (!res.ok) failed += 1;
  }
  return { ms: Math.round(performance.now() - started), failed };
}

/**
 * `steps` sent in order: one run alone (`first`, as a load case's first request: cold caches, a
 * worker thread not yet started), then run after run until `options.duration` seconds have passed
 * (at least MIN_RUNS), whose milliseconds make p50 and p99 (the slowest of fewer than 100 runs) and
 * whose count per second the rate. A step that is not 2xx fails its run.
 */
export async function timeRuns(base: string, steps: Request[], options: LoadOptions): Promise<Measure> {
  const first = await run(base, steps, options.token);
  const runs: { ms: number; failed: number }[] = [];
  const until = performance.now() + options.duration * 1000;
  while (runs.length < MIN_RUNS || performance.now() < until) runs.push(await run(base, steps, options.token));
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const seconds = sorted.reduce((sum, ms) => sum + ms, 0) / 1000;
  return {
    first: first.ms,
    rps: Math.round((runs.length / seconds) * 100) / 100,
    p50: rank(50),
    p99: rank(99),
    failed: runs.reduce((sum, r) => sum + r.failed, first.failed),
  };
}
