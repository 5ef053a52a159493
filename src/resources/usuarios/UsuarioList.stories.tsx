import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { administrador } from '../../../mocks/fixtures';
import { UsuariosStage } from './UsuariosStage';

const meta = {
  title: 'Configuracion/Usuarios/Lista',
  component: UsuariosStage,
  parameters: { route: '/configura/usuarios', session: administrador },
} satisfies Meta<typeof UsuariosStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The users of the admin's sucursal, ten per page, searchable. */
export const Lista: Story = {};

/** No user matches the search. */
export const SinDatos: Story = {
  parameters: {
    msw: {
      handlers: {
        usuarios: [
          http.get('/api/usuario/buscarPorNombre', () => HttpResponse.json({ content: [], totalElements: 0 })),
        ],
      },
    },
  },
};
