import type { Meta, StoryObj } from '@storybook/react-vite';
import { administrador, menuItems, permisoId } from '../../../mocks/fixtures';
import { PermisosStage } from './PermisosStage';

const clientes = menuItems.find((item) => item.link === '/clientes')!;

const meta = {
  title: 'Configuracion/Permisos/Edicion',
  component: PermisosStage,
  parameters: {
    route: ['/configura/permisos?usuarioId=2', `/configura/permisos/${permisoId(2, clientes.id!)}/editar`],
    session: administrador,
  },
} satisfies Meta<typeof PermisosStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maria Lopez's permiso for Clientes. */
export const Edicion: Story = {};
