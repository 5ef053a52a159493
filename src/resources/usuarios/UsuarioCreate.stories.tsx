import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { administrador, superusuario } from '../../../mocks/fixtures';
import { UsuariosStage } from './UsuariosStage';

const meta = {
  title: 'Configuracion/Usuarios/Alta',
  component: UsuariosStage,
  // Opened from the list, so saving goes back to it.
  parameters: { route: ['/configura/usuarios', '/configura/usuarios/nuevo'], session: administrador },
} satisfies Meta<typeof UsuariosStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin creates a user of their own sucursal. */
export const Alta: Story = {};

/** A superuser also chooses the sucursal. */
export const AltaSuperusuario: Story = {
  parameters: { session: superusuario },
};

/** The username is taken: the server refuses with 409 and a field error. */
export const UsuarioDuplicado: Story = {
  parameters: {
    msw: {
      handlers: {
        usuarios: [
          http.post('/api/usuario', () =>
            HttpResponse.json(
              {
                message: 'El nombre de usuario ya esta en uso',
                errors: [{ field: 'username', message: 'El nombre de usuario ya esta en uso' }],
              },
              { status: 409 },
            ),
          ),
        ],
      },
    },
  },
};
