import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { administrador } from '../../../mocks/fixtures';
import { MenuStage } from './MenuStage';

const meta = {
  title: 'Configuracion/Menu/Lista',
  component: MenuStage,
  parameters: { route: '/configura/menu', session: administrador },
} satisfies Meta<typeof MenuStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both sections' items, ten per page, each with its icon. */
export const Lista: Story = {};

/** No item matches the search. */
export const SinDatos: Story = {
  parameters: {
    msw: {
      handlers: {
        menu: [http.get('/api/menu-item/menu-items-page', () => HttpResponse.json({ content: [], totalElements: 0 }))],
      },
    },
  },
};
