import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { proveedores } from '.';

const meta = {
  title: 'Catalogos/Proveedores',
  component: ModuleStage,
  args: { module: proveedores },
  parameters: { route: '/proveedores' },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo proveedores, ten per page, searchable. */
export const Lista: Story = {};

/** No proveedor matches (or none exists yet). */
export const SinDatos: Story = {
  parameters: {
    msw: {
      handlers: {
        proveedores: [
          http.get('/api/proveedor/page', () =>
            HttpResponse.json({ content: [], totalElements: 0, page: 0, pageSize: 10 }),
          ),
        ],
      },
    },
  },
};

/** A new proveedor: Dias de Credito appears once Credito is checked. Opened from the list. */
export const Alta: Story = {
  parameters: { route: ['/proveedores', '/proveedores/nuevo'] },
};

/** The server refuses the proveedor with its own message. */
export const RechazoDelServidor: Story = {
  parameters: {
    route: ['/proveedores', '/proveedores/nuevo'],
    msw: {
      handlers: {
        proveedores: [
          http.post('/api/proveedor', () =>
            HttpResponse.json(
              {
                message: 'Ya existe un proveedor con el RFC FPI120903LM6',
                errors: [{ field: 'rfc', message: 'RFC duplicado' }],
              },
              { status: 400 },
            ),
          ),
        ],
      },
    },
  },
};

/** A proveedor with 30 days of credit. */
export const Edicion: Story = {
  parameters: { route: ['/proveedores', '/proveedores/1/editar'] },
};

/** A proveedor that sells cash only: no Dias de Credito. */
export const EdicionDeContado: Story = {
  parameters: { route: ['/proveedores', '/proveedores/4/editar'] },
};
