import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { estimaciones } from '.';

/** An estimación's anexos on its editor: números generadores and reporte fotográfico. */
const meta = {
  title: 'Estimaciones/Anexos',
  component: ModuleStage,
  args: { module: estimaciones },
  parameters: { route: '/estimacion/5/editar', obra: { id: 1, nombre: 'Edificio Corporativo Reforma' } },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Creada: a generador (PDF, a file card) and two photos (thumbnails); Agregar anexo and each one's Quitar. */
export const Creada: Story = {};

/** Enviada: its generador shown and opened, no longer added nor removed. */
export const Enviada: Story = { parameters: { route: '/estimacion/4/editar' } };
