import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { administrador, usuario } from '../../../mocks/fixtures';
import { UsuariosStage } from './UsuariosStage';

const meta = {
  title: 'Configuracion/Usuarios/Edicion',
  component: UsuariosStage,
  parameters: { route: ['/configura/usuarios', '/configura/usuarios/2/editar'], session: administrador },
} satisfies Meta<typeof UsuariosStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin edits an active user: Generar Permisos, Historial and setting the password. */
export const Edicion: Story = {};

/** An inactive user: no Generar Permisos. */
export const Inactivo: Story = {
  parameters: { route: ['/configura/usuarios', '/configura/usuarios/10/editar'] },
};

/** A user that does not exist (or belongs to another sucursal). */
export const NoEncontrado: Story = {
  parameters: { route: ['/configura/usuarios', '/configura/usuarios/99/editar'] },
};

/** The server refuses the update. */
export const ErrorAlGuardar: Story = {
  parameters: {
    msw: {
      handlers: {
        usuarios: [
          http.put('/api/usuario', () => HttpResponse.json({ message: 'Error interno', errors: [] }, { status: 409 })),
        ],
      },
    },
  },
};

/** A regular user's own profile (the user menu's link): personal data and their password. */
export const MiPerfil: Story = {
  parameters: { route: ['/', `/configura/usuarios/${usuario.userId}/editar`], session: usuario },
};

/** The profile opened by its URL (a bookmark, a new tab): no page of the app to go back to. */
export const MiPerfilPorEnlace: Story = {
  parameters: { route: `/configura/usuarios/${usuario.userId}/editar`, session: usuario },
};
