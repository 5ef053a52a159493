import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
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

/** On a phone: a card per factura, its Total and Saldo in view, chosen by its checkbox. */
export const Telefono: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};
