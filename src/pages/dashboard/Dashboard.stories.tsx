import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import Dashboard from './Dashboard';
import { avanceAdelantado, avanceConNombreLargo } from './fixtures';

const meta = {
  title: 'Marco/Inicio',
  component: Dashboard,
  parameters: { route: '/' },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo obras in course: the time of one is over (grey), the rest run (green); beside it, each
 * obra coloured as its summary's cards: two red (Reforma's Indirectos past their budget, Guaymas's
 * Insumos only with what is committed, the lighter bar after the spending), one green, and one
 * that spent nothing draws no bar.
 */
export const AvanceDeObras: Story = {};

/** Cerro Real with less of its time elapsed than of its budget spent, every line within it: amber. */
export const GastoAdelantado: Story = {
  parameters: {
    msw: { handlers: { avance: [http.get('/api/obra/avance', () => HttpResponse.json(avanceAdelantado()))] } },
  },
};

const conNombreLargo = {
  avance: [http.get('/api/obra/avance', () => HttpResponse.json(avanceConNombreLargo()))],
};

/**
 * On a phone the two charts stack; each name wraps on a narrower axis, the too long one cut at its
 * third line, every row as tall as the tallest name.
 */
export const EnTelefono: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS }, msw: { handlers: conNombreLargo } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};

/** A name too long for three lines of the axis: cut with '…', whole in its link's title and the tooltip. */
export const NombreLargo: Story = {
  parameters: { msw: { handlers: conNombreLargo } },
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
