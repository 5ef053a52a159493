import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import Dashboard from './Dashboard';

const meta = {
  title: 'Marco/Inicio',
  component: Dashboard,
  parameters: { route: '/' },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo obras: one finished (grey), the rest in progress (green). */
export const AvanceDeObras: Story = {};

/** No obra registered yet. */
export const SinObras: Story = {
  parameters: {
    msw: { handlers: { avance: [http.get('/api/obra/avance', () => HttpResponse.json([]))] } },
  },
};

/** A user without the Obras permiso: the chart's route answers 403, the page says there is nothing to show. */
export const SinPermisoDeObras: Story = {
  parameters: {
    msw: {
      handlers: {
        avance: [
          http.get('/api/obra/avance', () =>
            HttpResponse.json({ message: 'No tiene permiso para esta operacion', errors: [] }, { status: 403 }),
          ),
        ],
      },
    },
  },
};
