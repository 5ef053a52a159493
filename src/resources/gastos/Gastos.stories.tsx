import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
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
