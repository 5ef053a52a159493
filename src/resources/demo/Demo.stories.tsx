import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import demo from '.';

const obra = { id: 1, nombre: 'Edificio Corporativo Reforma' };

const meta = {
  title: 'Cobros/Demo',
  component: ModuleStage,
  args: { module: demo },
  parameters: { route: '/demo', obra },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active obra chosen; the cliente picker waits for a name. */
export const Pickers: Story = {};
