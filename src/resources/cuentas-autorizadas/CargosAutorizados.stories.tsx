import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import autorizadas from '.';

const obra = { id: 1, nombre: 'Edificio Corporativo Reforma' };

const meta = {
  title: 'Cuentas por pagar/Autorizadas',
  component: ModuleStage,
  args: { module: autorizadas },
  parameters: { route: '/cuentas-por-pagar/autorizado', obra },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cash plan (a day overdue, a day with two proveedores) above the authorized charges. */
export const Lista: Story = {};

export const SinDatos: Story = {
  parameters: {
    msw: {
      handlers: {
        cargos: [
          http.get('/api/contabilidad/cargos/nopagados', () =>
            HttpResponse.json({ content: [], totalElements: 0, page: 0, pageSize: 100 }),
          ),
          http.get('/api/contabilidad/plan', () => HttpResponse.json([])),
        ],
      },
    },
  },
};

/** On a phone the plan scrolls in its box and each charge is a card. */
export const Telefono: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};
