/**
 * Project annotations shared by Storybook (.storybook/preview.tsx) and the component tests
 * (setup.ts): every story renders inside StoryAdmin with the session its parameters ask for.
 */
import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { usuario } from '../../mocks/fixtures';
import { session, type ActiveObra, type SessionUser } from '../providers/session';
import { StoryAdmin } from './StoryAdmin';
import { defaultStoryHandlers } from './storyHandlers';

/** What a story may set in `parameters` (see src/test/README.md). */
export interface StoryParameters {
  /** Where the story opens; an array is the history leading there. Default '/'. */
  route?: string | string[];
  /** Signed-in user; `null` for a signed-out visitor. Default: mocks' `usuario`. */
  session?: SessionUser | null;
  obra?: ActiveObra | null;
  /** Leave Enter's default (submit) alone, as on the login page. */
  enterSubmits?: boolean;
}

const withAdmin: Decorator = (Story, { parameters }) => {
  const { route = '/', enterSubmits = false } = parameters as StoryParameters;
  return (
    <StoryAdmin route={route} guardEnter={!enterSubmits}>
      <Story />
    </StoryAdmin>
  );
};

/** Puts the story's signed-in user and active obra in sessionStorage, before it mounts. */
export function seedSession(parameters: StoryParameters) {
  const { session: user = usuario, obra = null } = parameters;
  sessionStorage.clear();
  if (user) session.setUser(user);
  if (obra) session.setObra(obra);
}

export const storyAnnotations: Preview = {
  decorators: [withAdmin],
  beforeEach: ({ parameters }: StoryContext) => seedSession(parameters),
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: defaultStoryHandlers },
  },
};
