import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { ordenCompraHandlersWith } from '../../../mocks/api/ordenes';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { ordenesCompra } from '.';

const obra = { id: 1, nombre: 'Edificio Corporativo Reforma' };

const meta = {
  title: 'Compras/Ordenes de compra',
  component: ModuleStage,
  args: { module: ordenesCompra },
  parameters: { route: '/orden-compra', obra },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active obra's orders, newest first: folio, fecha, proveedor, status and total. */
export const Lista: Story = {};

/** The list on a phone: each order a card, its total in view, room under it for the floating Nuevo. */
export const ListaTelefono: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};

/** An obra without orders yet. */
export const SinDatos: Story = {
  parameters: {
    msw: {
      handlers: {
        ordenes: [
          http.get('/api/ordenCompra/byObra/:obraId', () =>
            HttpResponse.json({ content: [], totalElements: 0, page: 0, pageSize: 10 }),
          ),
        ],
      },
    },
  },
};

/** A new order: the product search adds lines, 5 rows padded, totals in cents. Opened from the list. */
export const Alta: Story = {
  parameters: { route: ['/orden-compra', '/orden-compra/nuevo'] },
};

/** An order still `creado`: editable, with Autorizar, Cancelar and Imprimir. */
export const Edicion: Story = {
  parameters: { route: ['/orden-compra', '/orden-compra/3/editar'] },
};

/** An authorized order: read-only, only Imprimir. */
export const Autorizada: Story = {
  parameters: { route: ['/orden-compra', '/orden-compra/1/editar'] },
};

/** The orders of a closed obra: the notice, and no Nuevo. */
export const ObraTerminada: Story = {
  parameters: { obra: { id: 3, nombre: 'Pavimentacion Col. Centenario' } },
};

/** A creado order above the user's approval limit: Autorizar disabled, the reason (who can authorize) above the inputs. */
export const SobreLimite: Story = {
  parameters: {
    route: ['/orden-compra', '/orden-compra/3/editar'],
    msw: {
      handlers: { limite: ordenCompraHandlersWith(2_000_000n) },
    },
  },
};

/** Autorizar's dialog on order 3: obra 1's Insumos before and with it, within the budget; no justification. */
export const AutorizarDentroDelPresupuesto: Story = {
  parameters: { route: ['/orden-compra', '/orden-compra/3/editar'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Autorizar' }));
  },
};

/** Autorizar's dialog on order 4, which takes obra 2 further above its Insumos budget: Confirmar waits for the justification. */
export const AutorizarSobrePresupuesto: Story = {
  parameters: {
    route: ['/orden-compra', '/orden-compra/4/editar'],
    obra: { id: 2, nombre: 'Nave Industrial Guaymas' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Autorizar' }));
  },
};

/** The creado order on a phone (390 × 844): one card per line, the totals below, the action bar wrapped. */
export const EdicionTelefono: Story = {
  parameters: { route: ['/orden-compra', '/orden-compra/3/editar'], viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};
