import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { antiguedadSaldos } from '.';

const meta = {
  title: 'Cuentas por Pagar/Antigüedad de Saldos',
  component: ModuleStage,
  args: { module: antiguedadSaldos },
  parameters: { route: '/cuentas-por-pagar/antiguedad', obra: { id: 1, nombre: 'Edificio Corporativo Reforma' } },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the obra owes each proveedor, al corriente and by days overdue, with the totals; 'Todas las obras' adds the rest. */
export const Antiguedad: Story = {};

/** On a phone (390 × 844): the table scrolls in its card, the page does not. */
export const Telefono: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};
