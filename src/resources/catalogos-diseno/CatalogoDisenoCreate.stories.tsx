import type { Meta, StoryObj } from '@storybook/react-vite';
import { superusuario } from '../../../mocks/fixtures';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { catalogosDiseno } from '.';

const meta = {
  title: 'Configuracion/Catalogos/Nuevo',
  component: ModuleStage,
  args: { module: catalogosDiseno },
  parameters: { route: ['/configura/catalogos', '/configura/catalogos/nuevo'], session: superusuario },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A catalog from nothing: fields as rows, its preview and its JSON beside them. */
export const Nuevo: Story = {};

/** On a phone the form, the preview and the JSON are tabs. */
export const NuevoTelefono: Story = { globals: { viewport: { value: 'iphone12' } } };
