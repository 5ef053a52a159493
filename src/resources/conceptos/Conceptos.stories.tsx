import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { conceptos } from '.';

const meta = {
  title: 'Catalogos/Conceptos',
  component: ModuleStage,
  args: { module: conceptos },
  parameters: { route: '/conceptos' },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo conceptos with their clasificacion, unidad and price. */
export const Lista: Story = {};

/** A new concepto: the subclasificaciones follow the chosen clasificacion. Opened from the list. */
export const Alta: Story = {
  parameters: { route: ['/conceptos', '/conceptos/nuevo'] },
};

/** Cemento gris, a Producto / Cementos sold by the saco. */
export const Edicion: Story = {
  parameters: { route: ['/conceptos', '/conceptos/1/editar'] },
};
