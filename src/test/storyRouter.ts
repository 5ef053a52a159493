/**
 * The memory router of the story being shown: tests read where the app navigated to, and the
 * story's page loads (logout's reload at the root, a signed-out visitor's trip to /login) remount it
 * at their address as the browser would.
 */
import type { Location } from 'react-router-dom';

let location: Location | null = null;
let reload: ((path: string) => void) | null = null;
let navigate: ((to: string | number) => Promise<void>) | null = null;

export const storyRouter = {
  location: (): Location => {
    if (!location) throw new Error('No hay una historia montada');
    return location;
  },
  recordLocation: (current: Location) => {
    location = current;
  },
  /** Registers how the mounted story loads a page afresh; returns the unregister function. */
  onReload: (fn: (path: string) => void) => {
    reload = fn;
    return () => {
      if (reload === fn) reload = null;
    };
  },
  /** Registers the mounted story's router navigation (StoryRouter does). */
  onNavigate: (fn: (to: string | number) => Promise<void>) => {
    navigate = fn;
  },
  /** Goes where a menu link (a path) or the browser's Back (-1) would. */
  go: async (to: string | number) => {
    if (!navigate) throw new Error('No hay una historia montada');
    await navigate(to);
  },
  reloadAtRoot: () => reload?.('/'),
  loadLogin: () => reload?.('/login'),
};
