import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { superusuario } from '../../../mocks/fixtures';
import { documentTotals, fromCents } from '../../../schemas/money';
import { registerEndpoints } from '../../dataProvider';
import { ModuleStage } from '../resource/ModuleStage';
import { schemaResource } from '../resource/schemaResource';
import { documentDemo } from './documentDemo';

registerEndpoints([documentDemo]);
const module = schemaResource(documentDemo);

type Linea = { cantidad: number; precioUnitario: number; tasaiva: number; descripcion: string };
type Documento = Record<string, unknown> & { lineas?: Linea[] };

/** What the server answers: the document with its totals recomputed, as the server must. */
function stored(id: number, body: Documento) {
  const totals = documentTotals(body.lineas ?? []);
  return {
    ...body,
    id,
    folio: `D-${String(id).padStart(4, '0')}`,
    lineas: (body.lineas ?? []).map((linea, i) => ({ ...linea, importe: fromCents(totals.lines[i].importe) })),
    subTotal: fromCents(totals.subTotal),
    iva: fromCents(totals.iva),
    total: fromCents(totals.total),
  };
}

const existente = stored(7, {
  condicion: 'Credito',
  lineas: [
    { descripcion: 'Cemento gris 50 kg', cantidad: 40, precioUnitario: 215.5, tasaiva: 0.16 },
    { descripcion: 'Varilla 3/8', cantidad: 12.5, precioUnitario: 189.9, tasaiva: 0.08 },
  ],
});

const documentos = [
  http.get('/api/demo-documento', () => HttpResponse.json({ content: [existente], totalElements: 1 })),
  http.get('/api/demo-documento/7', () => HttpResponse.json(existente)),
  http.post('/api/demo-documento', async ({ request }) =>
    HttpResponse.json(stored(8, (await request.json()) as Documento), { status: 201 }),
  ),
  http.put('/api/demo-documento', async ({ request }) =>
    HttpResponse.json(stored(7, (await request.json()) as Documento)),
  ),
];

const meta = {
  title: 'Motor/Documento con renglones',
  component: ModuleStage,
  args: { module },
  // A superuser: the demo resource is on no user's menu, which is what opens a screen to others.
  parameters: {
    route: ['/demo/documentos', '/demo/documentos/nuevo'],
    session: superusuario,
    msw: { handlers: { documentos } },
  },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new document: the table shows 5 empty rows, a new row starts at 16 % IVA. */
export const Alta: Story = {};

/** A stored document with two lines at 16 % and 8 %: importes and totals from schemas/money.ts. */
export const Edicion: Story = {
  parameters: { route: ['/demo/documentos', '/demo/documentos/7/editar'] },
};
