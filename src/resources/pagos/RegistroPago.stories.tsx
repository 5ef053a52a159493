import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { registrarPago } from '../../../mocks/api/pagos';
import { cargos } from '../../../mocks/fixtures/cargos';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { registroPago } from '.';

const meta = {
  title: 'Cuentas por Pagar/Registro de Pago',
  component: ModuleStage,
  args: { module: registroPago },
  parameters: { route: '/cuentas-por-pagar/registro-pago', obra: { id: 1, nombre: 'Edificio Corporativo Reforma' } },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a proveedor (Cementos has two authorized charges and one waiting), see its charges and total, register the payment. */
export const Registro: Story = {};

/** The same on a phone (390 × 844): the charges scroll in their box, the page does not. */
export const Telefono: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};

/** A closed obra: the notice instead of the form. */
export const ObraTerminada: Story = {
  parameters: { obra: { id: 3, nombre: 'Pavimentacion Col. Centenario' } },
};

/**
 * Someone else pays Cementos' compra #1 while this screen shows it: 'Registrar pago' answers the
 * server's 409 naming its folio, and the list, read again, keeps only what is left to pay.
 */
export const CargoPagadoPorOtro: Story = {
  parameters: {
    msw: {
      handlers: {
        otraSesion: http.post(
          '/api/pago/pagos',
          async () => {
            const compra = cargos.find((cargo) => cargo.tipoDocumento === 'COMPRA' && cargo.folioDocumento === 1)!;
            await registrarPago({
              proveedorId: compra.proveedor.id,
              obraId: compra.obra.id,
              fecha: compra.fechaPago!,
              formaPago: 'Cheque',
              pagos: [{ referenciaCargo: compra.id, monto: compra.saldo }],
            });
            // Nothing answered here: the request goes on to the mocked server, which finds compra #1 paid.
          },
          { once: true },
        ),
      },
    },
  },
};
