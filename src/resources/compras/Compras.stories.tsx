import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { compras } from '.';

const obra = { id: 1, nombre: 'Edificio Corporativo Reforma' };

const meta = {
  title: 'Compras/Compras',
  component: ModuleStage,
  args: { module: compras },
  parameters: { route: '/compra', obra },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active obra's compras, newest first: folio, fecha, folio proveedor, proveedor, status, total and saldo. */
export const Lista: Story = {};

/** An obra without compras yet. */
export const SinDatos: Story = {
  parameters: {
    msw: {
      handlers: {
        compras: [
          http.get('/api/compra', () => HttpResponse.json({ content: [], totalElements: 0, page: 0, pageSize: 10 })),
        ],
      },
    },
  },
};

/** A compra without an order: the product search adds its lines. */
export const Alta: Story = { parameters: { route: ['/compra', '/compra/nuevo'] } };

/** Pending, without a comprobante: editable, Subir comprobante, Aplicar disabled until it has one. */
export const Edicion: Story = { parameters: { route: ['/compra', '/compra/2/editar'] } };

/** Pending with its comprobante: Aplicar and Ver comprobante; Imprimir orden (it came from one). */
export const ConComprobante: Story = { parameters: { route: ['/compra', '/compra/3/editar'] } };

/** Applied without a nota: read-only, with 'Nota de crédito'. */
export const Aplicada: Story = { parameters: { route: ['/compra', '/compra/5/editar'] } };

/** The nota de crédito of compra 5: its proveedor and lines to start from. */
export const NuevaNotaDeCredito: Story = { parameters: { route: ['/compra/5/editar', '/compra/5/nota-credito'] } };

/** A compra of a closed obra: read-only under 'La obra esta terminada..', no writes offered. */
export const ObraTerminada: Story = {
  parameters: { route: ['/compra', '/compra/7/editar'], obra: { id: 3, nombre: 'Pavimentacion Col. Centenario' } },
};
