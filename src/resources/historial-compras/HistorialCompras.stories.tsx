import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { historialCompras } from '.';

const meta = {
  title: 'Compras/Historial de Compras',
  component: ModuleStage,
  args: { module: historialCompras },
  parameters: { route: '/compras/historial', obra: { id: 1, nombre: 'Edificio Corporativo Reforma' } },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The obra's applied compras by proveedor (mocks/fixtures/compras.ts), with the grand total. */
export const Historial: Story = {};

/** Aceros y Perfiles Pitic expanded: its compras, recent first, each folio a link to the compra. */
export const Expandido: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver compras de Aceros y Perfiles Pitic' }));
  },
};

/** An obra without applied compras. */
export const SinCompras: Story = {
  parameters: { obra: { id: 2, nombre: 'Nave Industrial Guaymas' } },
};

/** On a phone (390 × 844): a card per proveedor, which expands the same way. */
export const Telefono: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};
