import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { menus, type MenuNode } from '../../../mocks/fixtures';
import { AppUI } from '../../App';

const meta = {
  title: 'Paginas/Reportes',
  component: AppUI,
  parameters: { route: '/reportes' },
} satisfies Meta<typeof AppUI>;

export default meta;
type Story = StoryObj<typeof meta>;

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.items)]);

/** GET /api/usuario/opciones-menu for a user authorized only for these links. */
const autorizadoPara = (links: string[]) =>
  http.get('/api/usuario/opciones-menu', () =>
    HttpResponse.json(
      [...flatten(menus.principal), ...flatten(menus.obras)]
        .filter((item) => item.link !== null && links.includes(item.link))
        .map(({ items: _items, ...item }) => item),
    ),
  );

/** Every report, without an active obra: those of one obra ask for it, and it can be picked here. */
export const Indice: Story = {};

/** With an active obra every report is a link; the summary is that obra's. */
export const ConObraActiva: Story = {
  parameters: { obra: { id: 2, nombre: 'Nave Industrial Guaymas' } },
};

/** A user whose permisos open only the payment history among the reports. */
export const PermisosLimitados: Story = {
  parameters: {
    obra: { id: 2, nombre: 'Nave Industrial Guaymas' },
    msw: { handlers: { shell: [autorizadoPara(['/', '/reportes', '/cuentas-por-pagar/historial'])] } },
  },
};
