/**
 * Renders a composed story (composeStories) with Testing Library: its MSW handlers go to the Node
 * server, its parameters seed the session, then it mounts inside the same decorator as in
 * Storybook. Tests and Storybook therefore show the very same screen.
 *
 * Story loaders are not run: Storybook's own loaders set up a second user-event on the document,
 * which stops React from seeing typed text in the next test. Stories describe their state in
 * parameters instead (see README.md).
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactRenderer } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { server } from '../../mocks/server';
import { seedSession, type StoryParameters } from './storyAnnotations';
import { storyHandlers, type MswParameter } from './storyHandlers';

type ComposedStory = ComposedStoryFn<ReactRenderer>;

export async function renderStory(Story: ComposedStory) {
  const handlers = storyHandlers(Story.parameters.msw as MswParameter | undefined);
  if (handlers.length > 0) server.use(...handlers);
  seedSession(Story.parameters as StoryParameters);
  const user = userEvent.setup();
  return { user, ...render(<Story />) };
}
