import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import pendientes from '.';

const obra = { id: 1, nombre: 'Edificio Corporativo Reforma' };

const meta = {
  title: 'Cuentas por pagar/Pendientes',
  component: ModuleStage,
  args: { module: pendientes },
  parameters: { route: '/cuentas-por-pagar/pendiente', obra },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The charges waiting for authorization, each with today as its payment date. */
export const Lista: Story = {};

export const SinDatos: Story = {
  parameters: {
    msw: {
      handlers: {
        cargos: [
          http.get('/api/contabilidad/cargos/nopagados', () =>
            HttpResponse.json({ content: [], totalElements: 0, page: 0, pageSize: 100 }),
          ),
        ],
      },
    },
  },
};

/** A closed obra: the server refuses to authorize, and its message is shown. */
export const ObraTerminada: Story = {
  parameters: {
    msw: {
      handlers: {
        autorizar: [
          http.put('/api/contabilidad/cargos/:cargoId/calendarizarPago', () =>
            HttpResponse.json({ message: 'La obra esta terminada..', errors: [] }, { status: 409 }),
          ),
        ],
      },
    },
  },
};

/** On a phone each charge is a card with its date, 'Autorizar' and its comprobante. */
export const Telefono: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};
