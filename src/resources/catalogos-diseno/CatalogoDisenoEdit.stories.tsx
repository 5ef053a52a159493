import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { superusuario } from '../../../mocks/fixtures';
import { catalogosDiseno as guardados } from '../../../mocks/fixtures/catalogosDiseno';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { catalogosDiseno } from '.';

const meta = {
  title: 'Configuracion/Catalogos/Edicion',
  component: ModuleStage,
  args: { module: catalogosDiseno },
  parameters: { route: ['/configura/catalogos', '/configura/catalogos/maquinaria'], session: superusuario },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maquinaria y Equipo: its fields in the form; the key and the default of Estado only in JSON. */
export const Edicion: Story = {};

/**
 * Placas made required while 4 of its records have none: saving answers 409, and the designer asks
 * for the value those records take.
 */
export const PideValorPredeterminado: Story = {
  parameters: {
    msw: {
      handlers: {
        disenoCatalogos: [
          http.get('/api/configura/catalogos', () =>
            HttpResponse.json(
              guardados.map((c) =>
                c.nombre === 'maquinaria'
                  ? { ...c, esquema: { ...c.esquema, required: [...(c.esquema.required ?? []), 'placas'] } }
                  : c,
              ),
            ),
          ),
        ],
      },
    },
  },
};
