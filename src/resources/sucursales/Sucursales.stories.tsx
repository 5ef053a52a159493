import type { Meta, StoryObj } from '@storybook/react-vite';
import { superusuario } from '../../../mocks/fixtures';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { sucursales } from '.';

const meta = {
  title: 'Configuracion/Sucursales',
  component: ModuleStage,
  args: { module: sucursales },
  parameters: { route: '/configura/sucursales', session: superusuario },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's sucursales, searchable by nombre. */
export const Lista: Story = {};

/** A new sucursal. Opened from the list. */
export const Alta: Story = {
  parameters: { route: ['/configura/sucursales', '/configura/sucursales/nuevo'] },
};

/** The main sucursal. */
export const Edicion: Story = {
  parameters: { route: ['/configura/sucursales', '/configura/sucursales/1/editar'] },
};
