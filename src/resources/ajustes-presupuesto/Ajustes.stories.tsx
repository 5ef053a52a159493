import type { Meta, StoryObj } from '@storybook/react-vite';
import { ajustePresupuestoHandlersWith } from '../../../mocks/api/ajustesPresupuesto';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { ajustesPresupuesto } from '.';

const meta = {
  title: 'Presupuesto/Ajustes',
  component: ModuleStage,
  args: { module: ajustesPresupuesto },
  parameters: { route: '/ajuste-presupuesto', obra: { id: 1, nombre: 'Edificio Corporativo Reforma' } },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The obra's ajustes: one authorized, one captured, one refused, with folio, fecha, importe and status. */
export const Lista: Story = {};

/** The captured extraordinario: its fields, Autorizar and Rechazar. */
export const Capturado: Story = { parameters: { route: '/ajuste-presupuesto/2/editar' } };

/** A caller whose limit ($1,000.00) is below the captured extraordinario: Autorizar disabled, and why. */
export const SobreElLimite: Story = {
  parameters: {
    route: '/ajuste-presupuesto/2/editar',
    msw: { handlers: { ajustePresupuesto: ajustePresupuestoHandlersWith(100_000n) } },
  },
};
