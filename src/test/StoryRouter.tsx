import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { storyRouter } from './storyRouter';

const StoryContent = createContext<ReactNode>(null);

function RoutedContent() {
  storyRouter.recordLocation(useLocation());
  return <>{useContext(StoryContent)}</>;
}

/**
 * A data router in memory, created once per story mount (re-renders keep the history and the
 * forms' state), that reports its location to storyRouter and lets a test navigate it.
 */
export function StoryRouter({ entries, children }: { entries: string[]; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <RoutedContent /> }], {
      initialEntries: entries,
      initialIndex: entries.length - 1,
    }),
  );
  storyRouter.onNavigate((to) => (typeof to === 'number' ? router.navigate(to) : router.navigate(to)));
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}
