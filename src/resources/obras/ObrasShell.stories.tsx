import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppUI } from '../../App';

const meta = {
  title: 'Catalogos/Obras/En el marco',
  component: AppUI,
  parameters: { route: '/obras' },
} satisfies Meta<typeof AppUI>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The obras list inside the shell: opening an obra switches the side menu to the obra's. */
export const Lista: Story = {};

/** /resumen with an active obra: its summary inside the shell. */
export const Resumen: Story = {
  parameters: { route: '/resumen', obra: { id: 2, nombre: 'Nave Industrial Guaymas' } },
};
