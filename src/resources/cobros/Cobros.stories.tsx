import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { cobros } from '.';

const obra = { id: 1, nombre: 'Edificio Corporativo Reforma' };

const meta = {
  title: 'Cobros/Cobros',
  component: ModuleStage,
  args: { module: cobros },
  parameters: { route: '/cobro', obra },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active obra's facturas, the overdue one marked 'Vencida', the 'Por cobrar' filter and the aging per cliente. */
export const Lista: Story = {};

/** A new factura: folio, fecha, promesa de pago, cliente, total and its PDF. */
export const Alta: Story = { parameters: { route: ['/cobro', '/cobro/nuevo'] } };

/** A partly collected factura: its saldo, a PDF to replace it, Ver comprobante and its ingresos. */
export const Edicion: Story = { parameters: { route: ['/cobro', '/cobro/2/editar'] } };
