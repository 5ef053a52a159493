import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { obras } from '.';

const meta = {
  title: 'Catalogos/Obras',
  component: ModuleStage,
  args: { module: obras },
  parameters: { route: '/obras' },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

const nave = { id: 2, nombre: 'Nave Industrial Guaymas' };

/** The obras with their client and utilidad; Editar and Abrir on every row. */
export const Lista: Story = {};

/** A new obra: client search, money inputs, percent helpers and the live utilidad. Opened from the list. */
export const Alta: Story = {
  parameters: { route: ['/obras', '/obras/nuevo'] },
};

/** An obra whose amounts carry cents. */
export const Edicion: Story = {
  parameters: { route: ['/obras', '/obras/4/editar'] },
};

/** A summary opened by its address while another obra is active: the opened one becomes active. */
export const ResumenPorDireccion: Story = {
  parameters: { route: '/obras/3/resumen', obra: nave },
};

/** /obras/resumen leads to the active obra's summary. */
export const ResumenDeLaObraActiva: Story = {
  parameters: { route: '/obras/resumen', obra: nave },
};

/** /obras/resumen without an active obra goes home. */
export const ResumenSinObra: Story = {
  parameters: { route: '/obras/resumen' },
};
