import type { Meta, StoryObj } from '@storybook/react-vite';
import { superusuario } from '../../../mocks/fixtures';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { clientes } from '.';

const meta = {
  title: 'Catalogos/Clientes/Edicion',
  component: ModuleStage,
  args: { module: clientes },
  parameters: { route: ['/clientes', '/clientes/1/editar'] },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A demo cliente as a regular user sees it: no sucursal input. */
export const Edicion: Story = {};

/** Opened by its URL (a bookmark, a new tab): no page of the app to go back to. */
export const EdicionPorEnlace: Story = {
  parameters: { route: '/clientes/1/editar' },
};

/** A superuser also moves the cliente to another sucursal. */
export const Superusuario: Story = {
  parameters: { session: superusuario },
};
