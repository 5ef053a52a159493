import type { Meta, StoryObj } from '@storybook/react-vite';
import { administrador, superusuario } from '../../../mocks/fixtures';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { catalogosDiseno } from '.';

const meta = {
  title: 'Configuracion/Catalogos/Lista',
  component: ModuleStage,
  args: { module: catalogosDiseno },
  parameters: { route: '/configura/catalogos', session: superusuario },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every admin-defined catalog with its fields and records; a name opens its designer. */
export const Lista: Story = {};

/** An admin of a sucursal reads the designs; only the superuser creates or changes one. */
export const ListaAdministrador: Story = { parameters: { session: administrador } };
