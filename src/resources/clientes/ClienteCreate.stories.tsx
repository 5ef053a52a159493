import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { superusuario } from '../../../mocks/fixtures';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { clientes } from '.';

const meta = {
  title: 'Catalogos/Clientes/Alta',
  component: ModuleStage,
  args: { module: clientes },
  // Opened from the list, so saving goes back to it.
  parameters: { route: ['/clientes', '/clientes/nuevo'] },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form; the mock server validates with the same schema and answers 201. */
export const Alta: Story = {};

/** Opened by its URL (a bookmark, a new tab): no page of the app to go back to. */
export const AltaPorEnlace: Story = {
  parameters: { route: '/clientes/nuevo' },
};

/** A superuser also chooses the sucursal of the new cliente. */
export const AltaSuperusuario: Story = {
  parameters: { session: superusuario },
};

/** The server refuses the record with a message and a field error. */
export const RechazoDelServidor: Story = {
  parameters: {
    msw: {
      handlers: {
        clientes: [
          http.post('/api/cliente', () =>
            HttpResponse.json(
              {
                message: 'Ya existe un cliente con el RFC CPI950214AB1',
                errors: [{ field: 'rfc', message: 'RFC duplicado' }],
              },
              { status: 400 },
            ),
          ),
        ],
      },
    },
  },
};
