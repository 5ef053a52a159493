import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { clientes, superusuario } from '../../../mocks/fixtures';
import { saved, staleAnswer } from '../../../mocks/api/version';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { clientes as clientesModule } from '.';

const meta = {
  title: 'Catalogos/Clientes/Edicion',
  component: ModuleStage,
  args: { module: clientesModule },
  parameters: { route: ['/clientes', '/clientes/1/editar'] },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A demo cliente as a regular user sees it: no sucursal input. */
export const Edicion: Story = {};

/** Opened by its URL (a bookmark, a new tab): no page of the app to go back to. */
export const EdicionPorEnlace: Story = {
  parameters: { route: '/clientes/1/editar' },
};

/** A superuser also moves the cliente to another sucursal. */
export const Superusuario: Story = {
  parameters: { session: superusuario },
};

/** What someone else saved after this form was opened: a new phone. */
const guardadoPorOtro = { ...clientes[0], telefono: '662 555 1234', actualizado: '2026-02-01T18:05:00.000Z' };

/**
 * Someone else saved the cliente after the form was opened: Guardar shows who and when, and
 * Recargar reads what is stored now.
 */
export const ModificadoPorOtro: Story = {
  parameters: {
    msw: {
      handlers: {
        cliente: [
          http.get('/api/cliente/:id', () => HttpResponse.json(clientes[0]), { once: true }),
          http.get('/api/cliente/:id', () => HttpResponse.json(guardadoPorOtro)),
          http.put(
            '/api/cliente',
            async ({ request }) =>
              staleAnswer(guardadoPorOtro, await request.json()) ?? HttpResponse.json(saved(guardadoPorOtro)),
          ),
        ],
      },
    },
  },
};
