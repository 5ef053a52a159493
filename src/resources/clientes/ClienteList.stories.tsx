import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { clientes } from '.';

const meta = {
  title: 'Catalogos/Clientes/Lista',
  component: ModuleStage,
  args: { module: clientes },
  parameters: { route: '/clientes' },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo clientes, ten per page, searchable. */
export const Lista: Story = {};

/** No cliente matches (or none exists yet). */
export const SinDatos: Story = {
  parameters: {
    msw: {
      handlers: {
        clientes: [
          http.get('/api/cliente', () => HttpResponse.json({ content: [], totalElements: 0, page: 0, pageSize: 10 })),
        ],
      },
    },
  },
};
