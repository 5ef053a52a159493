/**
 * The memory router of the story being shown: tests read where the app navigated to, and the
 * story's logout "reload" remounts it at the root as the browser would.
 */
import type { Location } from 'react-router-dom';

let location: Location | null = null;
let reload: (() => void) | null = null;

export const storyRouter = {
  location: (): Location => {
    if (!location) throw new Error('No hay una historia montada');
    return location;
  },
  recordLocation: (current: Location) => {
    location = current;
  },
  /** Registers how the mounted story reloads; returns the unregister function. */
  onReload: (fn: () => void) => {
    reload = fn;
    return () => {
      if (reload === fn) reload = null;
    };
  },
  reloadAtRoot: () => reload?.(),
};
