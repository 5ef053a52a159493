/**
 * One write per form submission (docs/contract.md "Idempotency-Key"): a form, dialog or action
 * button makes a key when it opens and sends every attempt of its write with it, so a double click
 * or a re-send after an error is answered with the first answer instead of writing twice. The key is
 * renewed once a write succeeded: the next save is a new one.
 *
 * The key reaches the request without every method passing it on: `sendingWith(key, call)` lends it
 * to the request `call` starts synchronously (every write method's first statement is its
 * `apiJson`/`apiUpload`), which reads it with `lentKey()` before its first await.
 */
import { useCallback, useRef } from 'react';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 128 random bits as hex; crypto.getRandomValues works on plain HTTP too (randomUUID does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let lent: string | undefined;

export function sendingWith<T>(key: string | undefined, call: () => T): T {
  const before = lent;
  lent = key;
  try {
    return call();
  } finally {
    lent = before;
  }
}

/** The key lent to the request being started, if any. */
export const lentKey = (): string | undefined => lent;

/**
 * A form's key as react-admin's `meta` carries it, to its save and to its record's read alike (the
 * read a save refreshes is keyed by meta). Renewed in place after a success, and its key kept in a
 * private field: the query key hashes it as `{}`, so the renewal never makes the record read again
 * (which would reset the form under a save that is still leaving it).
 */
export class FormIdempotencyKey {
  #key = newIdempotencyKey();
  get current(): string {
    return this.#key;
  }
  renew(): void {
    this.#key = newIdempotencyKey();
  }
}

/** The key a react-admin `meta` carries, if any. */
export function keyOfMeta(meta: unknown): string | undefined {
  const holder = (meta as { idempotency?: unknown } | undefined)?.idempotency;
  return holder instanceof FormIdempotencyKey ? holder.current : undefined;
}

/**
 * Keys of one form or button: the same for every attempt of one write (by what it sends), a new one
 * after that write succeeded.
 */
export function useIdempotencyKeys(): { keyFor: (what?: unknown) => string; done: (what?: unknown) => void } {
  const keys = useRef(new Map<string, string>());
  const keyFor = useCallback((what?: unknown) => {
    const id = JSON.stringify(what ?? null);
    const key = keys.current.get(id) ?? newIdempotencyKey();
    keys.current.set(id, key);
    return key;
  }, []);
  const done = useCallback((what?: unknown) => {
    keys.current.delete(JSON.stringify(what ?? null));
  }, []);
  return { keyFor, done };
}
