import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RegistrarIngresoDialog } from './RegistrarIngresoDialog';

const meta = {
  title: 'Cobros/Registrar ingreso',
  component: RegistrarIngresoDialog,
  args: { open: true, onClose: fn(), onDone: fn(), facturas: [{ id: 1, folio: '1045', saldo: 185600 }] },
  parameters: { route: '/ingreso', obra: { id: 1, nombre: 'Edificio Corporativo Reforma' } },
} satisfies Meta<typeof RegistrarIngresoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One factura: fecha today, monto its saldo, Transferencia. */
export const UnaFactura: Story = {};

/** Two facturas paid in one POST. */
export const DosFacturas: Story = {
  args: {
    facturas: [
      { id: 1, folio: '1045', saldo: 185600 },
      { id: 2, folio: 'A-1046', saldo: 42800.5 },
    ],
  },
};
