/**
 * Work that would hold the event loop (reading an uploaded workbook) runs on a long-lived worker
 * thread (docs/decisions.md, "Nothing holds the event loop"): `worker(module)` answers a function
 * that sends one request to the thread and resolves with its answer; the module calls `serve` with
 * what it does. One thread per module, started on the first call and kept (unref'd, so it never
 * keeps the process alive); a thread that dies fails the requests it had and is started again by
 * the next. An HttpError thrown in the thread is thrown again here, the same 4xx.
 */
import { parentPort, Worker } from 'node:worker_threads';
import { HttpError, type FieldError } from '../http-errors';

const ENTRY = new URL('./ts-worker.mjs', import.meta.url);

type Failure = { statusCode?: number; message: string; errors?: FieldError[] };
type Answer = { id: number; value: unknown } | { id: number; failure: Failure };

/** Runs `work` for every request the thread receives; called by the worker's module. */
export function serve<Q, A>(work: (request: Q) => Promise<A> | A): void {
  const port = parentPort;
  if (!port) throw new Error('serve() corre en un hilo de trabajo');
  port.on('message', async ({ id, request }: { id: number; request: Q }) => {
    try {
      port.postMessage({ id, value: await work(request) } satisfies Answer);
    } catch (error) {
      const failure: Failure =
        error instanceof HttpError
          ? { statusCode: error.statusCode, message: error.message, errors: error.errors }
          : { message: error instanceof Error ? error.message : String(error) };
      port.postMessage({ id, failure } satisfies Answer);
    }
  });
}

/** The caller's side of the thread running `module` (a file URL of a module that calls `serve`). */
export function worker<Q, A>(module: URL): (request: Q, transfer?: ArrayBuffer[]) => Promise<A> {
  let thread: Worker | undefined;
  let next = 0;
  const pending = new Map<number, { resolve(value: A): void; reject(error: Error): void }>();

  function started(): Worker {
    if (thread) return thread;
    const created = new Worker(ENTRY, { workerData: { module: module.href } });
    created.unref();
    created.on('message', (answer: Answer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (!waiting) return;
      if ('value' in answer) return waiting.resolve(answer.value as A);
      const { statusCode, message, errors } = answer.failure;
      waiting.reject(statusCode ? new HttpError(statusCode, message, errors) : new Error(message));
    });
    const failAll = (error: Error) => {
      if (thread === created) thread = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    created.on('error', failAll);
    created.on('exit', (code) => failAll(new Error(`El hilo de trabajo termino (${code})`)));
    thread = created;
    return created;
  }

  return (request, transfer = []) =>
    new Promise<A>((resolve, reject) => {
      const id = next++;
      const running = started();
      // A thread with work waiting keeps the process alive; an idle one does not.
      running.ref();
      const done = () => {
        if (pending.size === 0) running.unref();
      };
      pending.set(id, {
        resolve: (value) => {
          resolve(value);
          done();
        },
        reject: (error) => {
          reject(error);
          done();
        },
      });
      running.postMessage({ id, request }, transfer);
    });
}

/** An upload read on the thread running `module`: its bytes copied for the thread to own (an upload's Buffer may share its memory). */
export function enHilo<A>(module: URL): (content: Buffer, filename: string) => Promise<A> {
  const call = worker<{ content: Uint8Array; filename: string }, A>(module);
  return (content, filename) => {
    const copia = new Uint8Array(content);
    return call({ content: copia, filename }, [copia.buffer]);
  };
}
