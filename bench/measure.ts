/** One load run with autocannon (as a library) and the numbers the table keeps. */
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

export async function measure(base: string, request: Request, options: LoadOptions): Promise<Measure> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const init = {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  };
  const started = performance.now();
  await (await fetch(base + request.path, init)).arrayBuffer();
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
