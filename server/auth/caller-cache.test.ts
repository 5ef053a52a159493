import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessChanges } from '../db/access-changes';
import { callerCache, MAX_AGE_MS } from './caller-cache';

/** A change feed the test drives by hand. */
function fakeChanges(watching = true) {
  const subscribers: (() => void)[] = [];
  const changes = {
    watching,
    subscribe: (onChange: () => void) => void subscribers.push(onChange),
  } satisfies AccessChanges;
  return { changes, change: () => subscribers.forEach((onChange) => onChange()) };
}

function countingLoad() {
  const loads: number[] = [];
  let version = 0;
  return { loads, bump: () => (version += 1), load: async (id: number) => (loads.push(id), { id, version }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('callerCache', () => {
  it('reads a caller once until a change is reported, then reads it again', async () => {
    const { changes, change } = fakeChanges();
    const { loads, load, bump } = countingLoad();
    const caller = callerCache(changes, load);
    expect(await caller(7)).toEqual({ id: 7, version: 0 });
    expect(await caller(7)).toEqual({ id: 7, version: 0 });
    expect(loads).toEqual([7]);
    bump();
    change();
    expect(await caller(7)).toEqual({ id: 7, version: 1 });
    expect(loads).toEqual([7, 7]);
  });

  it('does not keep a read that a change overtook', async () => {
    const { changes, change } = fakeChanges();
    let loads = 0;
    let release = () => {};
    const caller = callerCache(changes, async (id) => {
      loads += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return { id };
    });
    const overtaken = caller(3);
    change();
    release();
    await overtaken;
    const again = caller(3);
    release();
    await again;
    expect(loads).toBe(2);
  });

  it('reads a caller again after MAX_AGE_MS even without a change', async () => {
    vi.useFakeTimers();
    const { loads, load } = countingLoad();
    const caller = callerCache(fakeChanges().changes, load);
    await caller(5);
    vi.advanceTimersByTime(MAX_AGE_MS - 1);
    await caller(5);
    expect(loads).toEqual([5]);
    vi.advanceTimersByTime(2);
    await caller(5);
    expect(loads).toEqual([5, 5]);
  });

  it('keeps nothing while changes are not watched, or without a feed', async () => {
    for (const changes of [fakeChanges(false).changes, undefined]) {
      const { loads, load } = countingLoad();
      const caller = callerCache(changes, load);
      await caller(1);
      await caller(1);
      expect(loads).toEqual([1, 1]);
    }
  });
});
