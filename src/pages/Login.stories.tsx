import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import Login from './Login';

const meta = {
  title: 'Marco/Ingreso',
  component: Login,
  parameters: { route: '/login', session: null, enterSubmits: true },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ingreso: Story = {};

/** The server refuses the credentials: the page stays as it is, nothing is shown. */
export const CredencialesIncorrectas: Story = {
  parameters: {
    msw: {
      handlers: {
        login: [
          http.post('/unauth/authenticate', () =>
            HttpResponse.json({ message: 'Usuario o contrasena incorrectos', errors: [] }, { status: 401 }),
          ),
        ],
      },
    },
  },
};
