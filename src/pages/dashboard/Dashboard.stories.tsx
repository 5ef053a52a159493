import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import Dashboard from './Dashboard';

const meta = {
  title: 'Marco/Inicio',
  component: Dashboard,
  parameters: { route: '/' },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo obras in course: the time of one is over (grey), the rest run (green); beside it, the
 * spending of two runs ahead of their time (red), the others' does not (green).
 */
export const AvanceDeObras: Story = {};

/** On a phone the two charts stack. */
export const EnTelefono: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};

/** No obra in course. */
export const SinObras: Story = {
  parameters: {
    msw: { handlers: { avance: [http.get('/api/obra/avance', () => HttpResponse.json([]))] } },
  },
};

/** A user without the Obras permiso: the charts' route answers 403, the page says there is nothing to show. */
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
