import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { empleados } from '.';

const meta = {
  title: 'Catalogos/Empleados',
  component: ModuleStage,
  args: { module: empleados },
  parameters: { route: '/empleados' },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo empleados: Nombre, Nacimiento, Telefono, Email. */
export const Lista: Story = {};

/** A new empleado, photo included. Opened from the list. */
export const Alta: Story = {
  parameters: { route: ['/empleados', '/empleados/nuevo'] },
};

/** An empleado with a stored photo; Credencial opens the ID card. */
export const Edicion: Story = {
  parameters: { route: ['/empleados', '/empleados/1/editar'] },
};

/** An empleado without a photo yet. */
export const EdicionSinFoto: Story = {
  parameters: { route: ['/empleados', '/empleados/3/editar'] },
};

/** The ID card cannot be produced. */
export const CredencialConError: Story = {
  parameters: {
    route: ['/empleados', '/empleados/1/editar'],
    msw: {
      handlers: {
        credencial: [
          http.get('/api/empleado/:id/credencial', () => HttpResponse.json({ message: 'Fallo' }, { status: 500 })),
        ],
      },
    },
  },
};
