import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import ingresos from '.';

const obra = { id: 1, nombre: 'Edificio Corporativo Reforma' };

const meta = {
  title: 'Cobros/Ingresos',
  component: ModuleStage,
  args: { module: ingresos },
  parameters: { route: '/ingreso', obra },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The facturas with a saldo; choosing some enables 'Registrar ingreso'. */
export const Lista: Story = {};
