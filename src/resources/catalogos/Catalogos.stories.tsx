import type { Meta, StoryObj } from '@storybook/react-vite';
import { superusuario } from '../../../mocks/fixtures';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { catalogos } from '.';

const meta = {
  title: 'Catalogos/Definidos por el administrador',
  component: ModuleStage,
  args: { module: catalogos },
  parameters: { route: '/catalogos', session: superusuario },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every catalog the server serves from schemas/catalogos/. */
export const Indice: Story = {};

/** Maquinaria y Equipo: a list built from its schema alone. */
export const Lista: Story = {
  parameters: { route: '/catalogos/maquinaria' },
};

/** A new record; the schema's default fills Estado. Opened from the list. */
export const Alta: Story = {
  parameters: { route: ['/catalogos/maquinaria', '/catalogos/maquinaria/nuevo'] },
};

/** A record; catalogs also delete. */
export const Edicion: Story = {
  parameters: { route: ['/catalogos/maquinaria', '/catalogos/maquinaria/1/editar'] },
};

/** A catalog the server does not serve. */
export const Desconocido: Story = {
  parameters: { route: '/catalogos/vehiculos' },
};

/** Herramientas: a catalog whose list shows the names of the records its references point at. */
export const HerramientasLista: Story = {
  parameters: { route: '/catalogos/herramientas' },
};

/** A new herramienta: a photo, a PDF and two references (another catalog's record and an obra). */
export const HerramientaAlta: Story = {
  parameters: { route: ['/catalogos/herramientas', '/catalogos/herramientas/nuevo'] },
};

/** A herramienta with its stored photo (fetched with the token), its PDF and its references. */
export const HerramientaEdicion: Story = {
  parameters: { route: ['/catalogos/herramientas', '/catalogos/herramientas/1/editar'] },
};
