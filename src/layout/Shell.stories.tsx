import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { AppUI } from '../App';

const meta = {
  title: 'Marco/Shell',
  component: AppUI,
  parameters: { route: '/' },
} satisfies Meta<typeof AppUI>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, no obra chosen: the principal menu and the dashboard. */
export const SinObra: Story = {};

/** An obra is active: its name in the top bar and the obras menu. */
export const ConObra: Story = {
  parameters: { obra: { id: 2, nombre: 'Nave Industrial Guaymas' } },
};

/** The server cannot be reached: the shell says so. */
export const SinConexion: Story = {
  parameters: {
    msw: {
      handlers: {
        menu: [http.get('/api/menu-item/menu/:seccion', () => HttpResponse.error())],
      },
    },
  },
};
