import type { Meta, StoryObj } from '@storybook/react-vite';
import { administrador } from '../../../mocks/fixtures';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { catalogosDiseno } from '.';

const meta = {
  title: 'Configuracion/Catalogos/Lista',
  component: ModuleStage,
  args: { module: catalogosDiseno },
  parameters: { route: '/configura/catalogos', session: administrador },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every admin-defined catalog with its fields and records; a name opens its designer. */
export const Lista: Story = {};
