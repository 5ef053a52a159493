import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { comprobanteDeNuevo } from '../../../mocks/api/cfdi';
import { gastoMock } from '../../../mocks/api/gastos';
import { LECTURA_GASTO } from '../../../mocks/fixtures/cfdi';
import { gastos as gastosFixture } from '../../../mocks/fixtures/gastos';
import { schemas } from '../../../schemas';
import type { Gasto } from '../../../schemas/generated/gasto';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { gastos } from '.';

const obra = { id: 1, nombre: 'Edificio Corporativo Reforma' };

const meta = {
  title: 'Obras/Gastos',
  component: ModuleStage,
  args: { module: gastos },
  parameters: { route: '/gasto', obra },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active obra's gastos: applied with their saldo, one ready to apply, one without its PDF. */
export const Lista: Story = {};

/** An obra without gastos yet. */
export const SinDatos: Story = {
  parameters: {
    msw: {
      handlers: {
        gastos: [
          http.get('/api/gasto', () => HttpResponse.json({ content: [], totalElements: 0, page: 0, pageSize: 10 })),
        ],
      },
    },
  },
};

/** A new gasto: fecha, folio of the receipt, forma de pago, total, proveedor and descripcion. */
export const Alta: Story = { parameters: { route: ['/gasto', '/gasto/nuevo'] } };

/** Without a comprobante: editable, Subir comprobante (a PDF); Aplicar disabled until it has one. */
export const SinComprobante: Story = { parameters: { route: ['/gasto', '/gasto/3/editar'] } };

/** With its PDF: read-only, Ver comprobante and Aplicar. */
export const PorAplicar: Story = { parameters: { route: ['/gasto', '/gasto/2/editar'] } };

/** Applied: read-only with its saldo. */
export const Aplicado: Story = { parameters: { route: ['/gasto', '/gasto/1/editar'] } };

/** A gasto of a closed obra: read-only under 'La obra esta terminada..', no writes offered. */
export const ObraTerminada: Story = {
  parameters: { route: ['/gasto', '/gasto/4/editar'], obra: { id: 3, nombre: 'Pavimentacion Col. Centenario' } },
};

// The gasto the create mock answers from LECTURA_GASTO (the next id): mocked writes are not kept, so its upload is these stories'.
const gastoDelCfdi: Gasto = {
  id: Math.max(...gastosFixture.map((g) => g.id ?? 0)) + 1,
  folio: 7788,
  fecha: '2026-03-05',
  formaPago: 'Transferencia',
  total: LECTURA_GASTO.cfdi.total,
  proveedor: { id: Number(LECTURA_GASTO.proveedor?.id), nombre: LECTURA_GASTO.proveedor?.nombre },
  descripcion: 'Renta de revolvedora; Flete a obra',
  status: 'creado',
  obra,
};
const adjuntarGastoNuevo = comprobanteDeNuevo('/api/gasto', { schema: schemas.gasto, mock: gastoMock }, gastoDelCfdi);

const cargarCfdi =
  (nombre: string): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const xml = new File(['<cfdi:Comprobante/>'], nombre, { type: 'text/xml' });
    await userEvent.upload(await canvas.findByLabelText('Cargar CFDI'), xml);
    await canvas.findByText(/Al guardar se adjuntara el CFDI/);
  };

/**
 * A new gasto filled from its proveedor's CFDI ('Cargar CFDI'): fecha, total, folio (all digits),
 * proveedor and descripcion; its XML is attached once saved. The mocks answer by the XML's name:
 * 'desconocido' (a proveedor the catalog lacks), 'registrado', 'duplicado' (refused once saved).
 */
export const AltaDesdeCfdi: Story = {
  parameters: { route: ['/gasto', '/gasto/nuevo'], msw: { handlers: { gastoNuevo: [adjuntarGastoNuevo] } } },
  play: cargarCfdi('F7788.xml'),
};

/** Its proveedor is not in the catalog: the warning, and 'Dar de alta proveedor' with its RFC and name. */
export const AltaProveedorDesconocido: Story = { ...AltaDesdeCfdi, play: cargarCfdi('A-B889-desconocido.xml') };
