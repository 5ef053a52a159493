/**
 * A screen of a given width for MUI's media queries (`useMediaQuery`, `theme.breakpoints`), which
 * read `window.matchMedia`: jsdom has none, so without this every test sees neither a phone nor a
 * wide screen. Undo with `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';

/** Whether every `(min-width: …px)` and `(max-width: …px)` of `media` holds at `width`. */
function matchesWidth(media: string, width: number): boolean {
  return [...media.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
    bound === 'min' ? width >= Number(px) : width <= Number(px),
  );
}

export function stubScreenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: matchesWidth(media, width),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
