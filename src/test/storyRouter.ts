/**
 * The memory router of the story being shown: tests read where the app navigated to, and the
 * story's logout "reload" navigates it back to the root as the browser would.
 */
import type { Location, NavigateFunction } from 'react-router-dom';

let location: Location | null = null;
let navigate: NavigateFunction | null = null;

export const storyRouter = {
  location: (): Location => {
    if (!location) throw new Error('No hay una historia montada');
    return location;
  },
  recordLocation: (current: Location) => {
    location = current;
  },
  recordNavigate: (fn: NavigateFunction) => {
    navigate = fn;
  },
  reloadAtRoot: () => navigate?.('/'),
};
