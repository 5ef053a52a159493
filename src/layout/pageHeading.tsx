/**
 * Each screen has one level-one heading, its title. react-admin's lists and editors name the screen
 * only in the top bar's title slot, so the slot is that h1; a screen that shows its own h1 in the
 * page (TituloDePagina, the obra's summary, …) claims the heading and the slot becomes plain text.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const Claims = createContext<{ own: boolean; claim: () => () => void }>({
  own: false,
  claim: () => () => undefined,
});

export function PageHeadingProvider({ children }: { children: ReactNode }) {
  const [claims, setClaims] = useState(0);
  const [value] = useState(() => ({
    claim: () => {
      setClaims((n) => n + 1);
      return () => setClaims((n) => n - 1);
    },
  }));
  return <Claims.Provider value={{ own: claims > 0, claim: value.claim }}>{children}</Claims.Provider>;
}

/** The element of the top bar's title slot: h1 unless the screen shows its own. */
export const useTitleSlotElement = () => (useContext(Claims).own ? 'span' : 'h1');

/** A screen that shows its own h1 calls this while it is shown. */
export function useOwnHeading(): void {
  const { claim } = useContext(Claims);
  useEffect(claim, [claim]);
}
