import type { Meta, StoryObj } from '@storybook/react-vite';
import { administrador, menuItems } from '../../../mocks/fixtures';
import { MenuStage } from './MenuStage';

const usuariosItem = menuItems.find((item) => item.link === '/configura/usuarios')!;

const meta = {
  title: 'Configuracion/Menu/Edicion',
  component: MenuStage,
  parameters: { route: ['/configura/menu', `/configura/menu/${usuariosItem.id}/editar`], session: administrador },
} satisfies Meta<typeof MenuStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Usuarios', below 'Configuracion': edit, delete or read its Historial. */
export const Edicion: Story = {};
