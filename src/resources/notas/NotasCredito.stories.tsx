import type { Meta, StoryObj } from '@storybook/react-vite';
import { comprobanteDeNuevo } from '../../../mocks/api/cfdi';
import { notaMock } from '../../../mocks/api/compras';
import { LECTURA_NOTA } from '../../../mocks/fixtures/cfdi';
import { compras as comprasFixture, notaAnswer } from '../../../mocks/fixtures/compras';
import { schemas } from '../../../schemas';
import type { NotaCredito } from '../../../schemas/generated/notaCredito';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { conceptosComoLineas } from '../../shared/cfdi';
import { compras } from '../compras';
import { notasCredito } from '.';

const obra = { id: 1, nombre: 'Edificio Corporativo Reforma' };

const meta = {
  title: 'Compras/Notas de credito',
  component: ModuleStage,
  args: { module: notasCredito },
  parameters: { route: '/nota-credito', obra },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active obra's notas: folio, fecha, folio proveedor, folio compra, proveedor, status and total; no Nuevo (a nota starts from its compra). */
export const Lista: Story = {};

/** Pending: editable, Subir comprobante (then Aplicar), Imprimir. */
export const Edicion: Story = { parameters: { route: ['/nota-credito', '/nota-credito/2/editar'] } };

/** Applied: read-only, Imprimir and Ver comprobante. */
export const Aplicada: Story = { parameters: { route: ['/nota-credito', '/nota-credito/1/editar'] } };

// The nota the create mock answers (id 3) from LECTURA_NOTA: mocked writes are not kept, so its upload is this story's.
const compra5 = comprasFixture.find((c) => c.id === 5)!;
const notaDelCfdi = notaAnswer({
  id: 3,
  folio: 3,
  compraId: 5,
  folioCompra: 5,
  folioProveedor: 'NC345',
  fecha: '2026-03-05',
  status: 'creado',
  proveedor: compra5.proveedor,
  obra,
  notaCreditoDetalle: conceptosComoLineas(LECTURA_NOTA.cfdi) as NotaCredito['notaCreditoDetalle'],
});
const adjuntarNotaNueva = comprobanteDeNuevo(
  '/api/notaCredito',
  { schema: schemas.notaCredito, mock: notaMock, facts: (nota) => ({ total: nota.total, compra: compra5 }) },
  notaDelCfdi,
);

/**
 * 'Cargar CFDI' on the list: an egreso CFDI related to compra 5 opens that compra's new nota (the
 * compras' screens are mounted too). Name the XML for the mocks: 'nota' (related to compra 5),
 * 'sincompra', 'factura' (an ingreso), 'noxml'.
 */
export const CargarCfdi: Story = {
  args: { also: [compras] },
  parameters: { msw: { handlers: { notaNueva: [adjuntarNotaNueva] } } },
};

/** The nota of compra 5 started from its CFDI: folio NC345, its date and its one concepto as the line; the XML goes up once saved. */
export const NotaDesdeCfdi: Story = {
  ...CargarCfdi,
  play: async ({ canvas, userEvent }) => {
    const xml = new File(['<cfdi:Comprobante/>'], 'NC345-nota.xml', { type: 'text/xml' });
    await userEvent.upload(await canvas.findByLabelText('Cargar CFDI'), xml);
    await canvas.findByText(/Al guardar se adjuntara el CFDI/);
  },
};
