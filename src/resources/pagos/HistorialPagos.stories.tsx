import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { historialPagos } from '.';

const meta = {
  title: 'Cuentas por Pagar/Historial de Pagos',
  component: ModuleStage,
  args: { module: historialPagos },
  parameters: { route: '/cuentas-por-pagar/historial', obra: { id: 1, nombre: 'Edificio Corporativo Reforma' } },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The obra's pagos, recent first, with search, paging and 'Exportar a Excel'. */
export const Lista: Story = {};

/** One pago read-only: what it paid, charge by charge. */
export const Detalle: Story = {
  parameters: { route: ['/cuentas-por-pagar/historial', '/cuentas-por-pagar/historial/2/editar'] },
};

/** The list on a phone (390 × 844): the table scrolls in its card. */
export const Telefono: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};
