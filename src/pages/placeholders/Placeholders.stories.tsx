import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppUI } from '../../App';

const meta = {
  title: 'Paginas/En construccion',
  component: AppUI,
  parameters: { route: '/almacenes' },
} satisfies Meta<typeof AppUI>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /almacenes inside the shell. */
export const Almacenes: Story = {};
