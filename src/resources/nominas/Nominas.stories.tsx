import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { nominas } from '.';

const obra = { id: 1, nombre: 'Edificio Corporativo Reforma' };

const meta = {
  title: 'Obras/Nomina',
  component: ModuleStage,
  args: { module: nominas },
  parameters: { route: '/nomina', obra },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active obra's weeks, the latest first: folio, semana and total. */
export const Lista: Story = {};

/** An obra without nóminas yet. */
export const SinDatos: Story = {
  parameters: {
    msw: {
      handlers: {
        nominas: [
          http.get('/api/nomina', () => HttpResponse.json({ content: [], totalElements: 0, page: 0, pageSize: 10 })),
        ],
      },
    },
  },
};

/** A new week: semana, total and nota; the server answers the folio. */
export const Alta: Story = { parameters: { route: ['/nomina', '/nomina/nuevo'] } };

/** Without a comprobante: editable, Subir comprobante (PDF or image). */
export const Edicion: Story = { parameters: { route: ['/nomina', '/nomina/2/editar'] } };

/** With its comprobante: still editable, Ver comprobante, no second upload. */
export const ConComprobante: Story = { parameters: { route: ['/nomina', '/nomina/1/editar'] } };

/** A nómina of a closed obra: read-only under 'La obra esta terminada..', no writes offered. */
export const ObraTerminada: Story = {
  parameters: { route: ['/nomina', '/nomina/4/editar'], obra: { id: 3, nombre: 'Pavimentacion Col. Centenario' } },
};
