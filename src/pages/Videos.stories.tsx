import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notification } from 'react-admin';
import VideosPage from './VideosPage';

function VideosStage() {
  return (
    <>
      <VideosPage />
      <Notification />
    </>
  );
}

const meta = {
  title: 'Paginas/Videos',
  component: VideosStage,
  parameters: { route: '/videos' },
} satisfies Meta<typeof VideosStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two tutorials with their Play buttons. */
export const Videos: Story = {};
