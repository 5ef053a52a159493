import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { obras } from '.';

const meta = {
  title: 'Obra/Resumen',
  component: ModuleStage,
  args: { module: obras },
  parameters: { route: '/obras/1/resumen', obra: { id: 1, nombre: 'Edificio Corporativo Reforma' } },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Insumos and Mano de Obra within budget (green, Insumos with its committed bar); Indirectos over it (red). */
export const Resumen: Story = {};

/**
 * Insumos within budget on what was spent, but over it with what is committed: red before the money
 * goes. The obra has spent more than it invoiced, so its utilidad to date is negative.
 */
export const ComprometidoExcedido: Story = {
  parameters: { route: '/obras/2/resumen', obra: { id: 2, nombre: 'Nave Industrial Guaymas' } },
};

/** An obra that has spent nothing yet: every card grey. */
export const SinMovimientos: Story = {
  parameters: { route: '/obras/5/resumen', obra: { id: 5, nombre: 'Bodega Parque Industrial' } },
};

/** A user without the permiso of the documents' queries: a card opens, and says so. */
export const DocumentosSinPermiso: Story = {
  parameters: {
    msw: {
      handlers: {
        data: [
          http.post('/api/data/paged', () =>
            HttpResponse.json({ message: 'No tiene permiso para esta operacion', errors: [] }, { status: 403 }),
          ),
        ],
      },
    },
  },
};
