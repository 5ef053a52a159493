import type { Meta, StoryObj } from '@storybook/react-vite';
import { comprobanteDeNuevo } from '../../../mocks/api/cfdi';
import { facturaMock } from '../../../mocks/api/facturas';
import { LECTURA_FACTURA } from '../../../mocks/fixtures/cfdi';
import { COMPROBANTE } from '../../../mocks/fixtures/compras';
import type { FacturaMock } from '../../../mocks/fixtures/facturas';
import { schemas } from '../../../schemas';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { facturas } from '.';

const obra = { id: 1, nombre: 'Edificio Corporativo Reforma' };

const meta = {
  title: 'Cobros/Cobros',
  component: ModuleStage,
  args: { module: facturas },
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

// The factura the create mock answers (id 10) from LECTURA_FACTURA: mocked writes are not kept, so its upload is this story's.
const facturaDelCfdi: FacturaMock = {
  id: 10,
  folio: 'A-1050',
  fecha: '2026-03-09',
  promesaPago: '2026-03-09',
  total: LECTURA_FACTURA.cfdi.total,
  saldo: LECTURA_FACTURA.cfdi.total,
  cliente: { id: Number(LECTURA_FACTURA.cliente?.id), nombre: LECTURA_FACTURA.cliente?.nombre },
  obra,
  comprobante: COMPROBANTE,
  ingresos: [],
};

/**
 * A new factura filled from its CFDI ('Cargar CFDI'): folio, fecha, total and cliente; its PDF is
 * still required, and once saved the XML goes up beside it. Name the XML 'factura' for the mocks.
 */
export const AltaDesdeCfdi: Story = {
  parameters: {
    route: ['/cobro', '/cobro/nuevo'],
    msw: {
      handlers: {
        facturaNueva: [
          comprobanteDeNuevo('/api/factura', { schema: schemas.factura, mock: facturaMock }, facturaDelCfdi),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const xml = new File(['<cfdi:Comprobante/>'], 'FAC1050-factura.xml', { type: 'text/xml' });
    await userEvent.upload(await canvas.findByLabelText('Cargar CFDI'), xml);
    await canvas.findByText(/Al guardar se adjuntara el CFDI/);
  },
};
