import type { Meta, StoryObj } from '@storybook/react-vite';
import { superusuario } from '../../../mocks/fixtures';
import { ClientesStage } from './ClientesStage';

const meta = {
  title: 'Catalogos/Clientes/Edicion',
  component: ClientesStage,
  parameters: { route: ['/clientes', '/clientes/1/editar'] },
} satisfies Meta<typeof ClientesStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A demo cliente as a regular user sees it: no sucursal input. */
export const Edicion: Story = {};

/** A superuser also moves the cliente to another sucursal. */
export const Superusuario: Story = {
  parameters: { session: superusuario },
};
