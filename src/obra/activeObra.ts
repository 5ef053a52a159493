/**
 * The active obra (docs/product.md §4): kept in sessionStorage, shared by every screen without a provider,
 * so any component (or story) can read it and the top bar re-renders when it changes.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { OBRA_KEY, session, type ActiveObra } from '../providers/session';

export type { ActiveObra };

const listeners = new Set<() => void>();
let cached: { raw: string | null; obra: ActiveObra | null } = { raw: null, obra: null };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Same object while the stored value is unchanged, as useSyncExternalStore requires. */
function snapshot(): ActiveObra | null {
  const raw = sessionStorage.getItem(OBRA_KEY);
  if (raw !== cached.raw) cached = { raw, obra: session.obra() };
  return cached.obra;
}

export function setActiveObra(obra: ActiveObra | null): void {
  session.setObra(obra ? { id: obra.id, nombre: obra.nombre } : null);
  listeners.forEach((listener) => listener());
}

export function useActiveObra(): { obra: ActiveObra | null; setObra: (obra: ActiveObra | null) => void } {
  const obra = useSyncExternalStore(subscribe, snapshot, snapshot);
  const setObra = useCallback((next: ActiveObra | null) => setActiveObra(next), []);
  return { obra, setObra };
}
