import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { administrador } from '../../../mocks/fixtures';
import { PermisosStage } from './PermisosStage';

const meta = {
  title: 'Configuracion/Permisos/Lista',
  component: PermisosStage,
  parameters: { route: '/configura/permisos', session: administrador },
} satisfies Meta<typeof PermisosStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No user chosen yet. */
export const SinUsuario: Story = {};

/** Maria Lopez (ROLE_USER): everything but Configuracion authorized. */
export const DeUnUsuario: Story = {
  parameters: { route: '/configura/permisos?usuarioId=2' },
};

/** The permisos cannot be read. */
export const ErrorAlCargar: Story = {
  parameters: {
    route: '/configura/permisos?usuarioId=2',
    msw: {
      handlers: {
        permisos: [
          http.get('/api/usuario/permisos-page', () =>
            HttpResponse.json({ message: 'Error interno', errors: [] }, { status: 409 }),
          ),
        ],
      },
    },
  },
};

/** Switching a permiso fails. */
export const ErrorAlActualizar: Story = {
  parameters: {
    route: '/configura/permisos?usuarioId=2',
    msw: {
      handlers: {
        permisos: [
          http.put('/api/usuario/permiso', () =>
            HttpResponse.json({ message: 'Error interno', errors: [] }, { status: 409 }),
          ),
        ],
      },
    },
  },
};
