import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppUI } from '../App';

const meta = {
  title: 'Marco/Pagina no encontrada',
  component: AppUI,
  // Arrived from the dashboard, so Regresar has somewhere to go back to.
  parameters: { route: ['/', '/ruta/que-no-existe'] },
} satisfies Meta<typeof AppUI>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RutaDesconocida: Story = {};
