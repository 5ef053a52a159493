import type { Meta, StoryObj } from '@storybook/react-vite';
import { administrador } from '../../../mocks/fixtures';
import { MenuStage } from './MenuStage';

const meta = {
  title: 'Configuracion/Menu/Alta',
  component: MenuStage,
  parameters: { route: ['/configura/menu', '/configura/menu/nuevo'], session: administrador },
} satisfies Meta<typeof MenuStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new item, principal section by default; the parent is searched by name. */
export const Alta: Story = {};
