import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conceptos } from '../../../mocks/fixtures/conceptos';
import { ordenes } from '../../../mocks/fixtures/ordenes';
import { server } from '../../../mocks/server';
import { businessToday } from '../../../schemas/today';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import { stubScreenWidth } from '../../test/viewport';
import { cellLabel } from '../../engine/lines/LinesInput';
import { ADD_PRODUCT, PRODUCT_SEARCH } from '../../shared/documents';
import * as stories from './OrdenesCompra.stories';

const {
  Lista,
  SinDatos,
  Alta,
  Edicion,
  Autorizada,
  ObraTerminada,
  SobreLimite,
  AutorizarDentroDelPresupuesto,
  AutorizarSobrePresupuesto,
  EdicionTelefono,
} = composeStories(stories);

const bodyRows = () => screen.getAllByRole('row').slice(1);
const table = () => screen.getByRole('table', { name: /Productos/ });
const totalRow = (label: string) => within(table()).getByRole('row', { name: new RegExp(`^${label}`) });
const cell = (column: string, row: number) => screen.getByLabelText(cellLabel(column, row));

/** Bodies of writes to /api/ordenCompra, the bodies (text) sent to autorizar, and the paths of every request. */
function traffic() {
  const writes: Record<string, unknown>[] = [];
  const autorizaciones: string[] = [];
  const paths: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    paths.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method !== 'GET' && url.pathname === '/api/ordenCompra') writes.push(await request.clone().json());
    if (url.pathname.endsWith('/autorizar')) autorizaciones.push(await request.clone().text());
  });
  return { writes, autorizaciones, paths };
}

/** A budget card of the Autorizar dialog, by its title. */
const card = (title: string) => within(screen.getByText(title).closest('.MuiCard-root') as HTMLElement);

describe('Ordenes de compra list', () => {
  it("shows the active obra's orders with fecha DD/MM/YYYY, proveedor, status and total as money", async () => {
    const { paths } = traffic();
    await renderStory(Lista);
    expect(await screen.findByText('$23,905.35')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Folio',
      'Fecha',
      'Proveedor',
      'Status',
      'Total',
    ]);
    const first = within(bodyRows()[0]);
    for (const text of ['3', '16/02/2026', 'Aceros y Perfiles Pitic', 'Creado'])
      expect(first.getByText(text)).toBeInTheDocument();
    expect(paths.some((p) => p.startsWith('GET /api/ordenCompra/byObra/1?') && p.includes('pageSize=10'))).toBe(true);
  });

  it('says a closed obra is closed and offers no Nuevo', async () => {
    await renderStory(ObraTerminada);
    expect(await screen.findByText('La obra esta terminada..')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuevo' })).toBeNull();
  });

  it('says there is nothing to show', async () => {
    await renderStory(SinDatos);
    expect(await screen.findByText('No hay datos..')).toBeInTheDocument();
  });
});

describe('Ordenes de compra list on a phone', () => {
  beforeEach(() => stubScreenWidth(390));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each order as a card of its declared columns, its status beside its folio and its total whole', async () => {
    await renderStory(Lista);
    const cards = await screen.findByRole('list', { name: 'Ordenes de Compra' });
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards).getAllByRole('listitem')[0];
    expect(first).toHaveAccessibleName('Folio 3');
    for (const text of ['Fecha', '16/02/2026', 'Proveedor', 'Aceros y Perfiles Pitic', 'Creado', 'Total', '$23,905.35'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(first).getByText('$23,905.35').closest('div')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/orden-compra/3/editar');
  });
});

describe('Money keeps its cents', () => {
  it("never wraps a list's amount nor lets a long product name squeeze a line's price", async () => {
    await renderStory(Lista);
    expect(await screen.findByText('$23,905.35')).toBeInTheDocument();
    expect(screen.getByText('$23,905.35').closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it("keeps a line's Precio Unitario wide enough for its cents", async () => {
    await renderStory(Edicion);
    await screen.findByRole('table', { name: /Productos/ });
    expect(cell('Precio Unitario', 0).closest('td')).toHaveStyle({ minWidth: '168px' });
    expect(screen.getByRole('columnheader', { name: /Precio Unitario/ })).toHaveStyle({ minWidth: '168px' });
  });
});

describe('Orden de compra editor', () => {
  it('adds two products at 16 % and 8 %, totals to the cent, and saves with the active obra', async () => {
    const { writes } = traffic();
    const { user } = await renderStory(Alta);
    const add = await screen.findByRole('button', { name: ADD_PRODUCT });
    expect(add).toBeDisabled();
    expect(within(table()).getAllByRole('row', { hidden: true })).toHaveLength(1 + 5 + 3);

    await user.type(screen.getByRole('combobox', { name: PRODUCT_SEARCH }), 'cemento');
    await user.click(await screen.findByRole('option', { name: 'Cemento gris CPC 30R' }));
    expect(add).toBeEnabled();
    await user.click(add);
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: PRODUCT_SEARCH }), 'alambre');
    await user.click(await screen.findByRole('option', { name: /Alambre recocido/ }));
    await user.click(add);

    expect(cell('IVA', 0)).toHaveDisplayValue('16 %');
    await user.clear(cell('Cantidad', 0));
    await user.type(cell('Cantidad', 0), '3');
    await user.clear(cell('Precio Unitario', 0));
    await user.type(cell('Precio Unitario', 0), '1234.56');
    await user.clear(cell('Cantidad', 1));
    await user.type(cell('Cantidad', 1), '2.5');
    await user.clear(cell('Precio Unitario', 1));
    await user.type(cell('Precio Unitario', 1), '99.99');
    await user.selectOptions(cell('IVA', 1), '8 %');
    await user.tab();
    expect(totalRow('Subtotal')).toHaveTextContent('$3,953.66');
    expect(totalRow('IVA')).toHaveTextContent('$612.59');
    expect(totalRow('Total')).toHaveTextContent('$4,566.25');

    const fecha = document.querySelector('[name="fecha"]') as HTMLInputElement;
    expect(fecha.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await user.type(screen.getByRole('combobox', { name: /Proveedor/ }), 'pitic');
    await user.click(await screen.findByRole('option', { name: 'Aceros y Perfiles Pitic' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      fecha: businessToday(),
      obra: { id: 1 },
      proveedor: { id: 3 },
      ordenCompraDetalles: [
        {
          conceptoId: 1,
          descripcion: 'Cemento gris CPC 30R',
          unidadMedida: 'saco',
          cantidad: 3,
          precioUnitario: 1234.56,
          tasaiva: 0.16,
        },
        {
          conceptoId: conceptos.find((c) => c.nombre === 'Alambre recocido cal. 16')!.id,
          descripcion: 'Alambre recocido cal. 16',
          unidadMedida: 'kg',
          cantidad: 2.5,
          precioUnitario: 99.99,
          tasaiva: 0.08,
        },
      ],
    });
    expect(await screen.findByText('Orden creada con folio #6')).toBeInTheDocument();
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/orden-compra'));
  });

  it("charges a line to a partida of the order's obra, picked by words of its descripcion", async () => {
    const { writes, paths } = traffic();
    const { user } = await renderStory(Alta);
    await user.type(await screen.findByRole('combobox', { name: PRODUCT_SEARCH }), 'cemento');
    await user.click(await screen.findByRole('option', { name: 'Cemento gris CPC 30R' }));
    await user.click(screen.getByRole('button', { name: ADD_PRODUCT }));
    await user.clear(cell('Cantidad', 0));
    await user.type(cell('Cantidad', 0), '2');
    await user.type(screen.getByRole('combobox', { name: cellLabel('Partida', 0) }), 'cimen');
    await user.click(await screen.findByRole('option', { name: '02 CIMENTACIÓN' }));
    expect(paths.some((p) => p.startsWith('GET /api/presupuesto/obra/1/partidas'))).toBe(true);
    await user.type(screen.getByRole('combobox', { name: /Proveedor/ }), 'pitic');
    await user.click(await screen.findByRole('option', { name: 'Aceros y Perfiles Pitic' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      ordenCompraDetalles: [{ descripcion: 'Cemento gris CPC 30R', partida: { id: 2 } }],
    });
  });

  it("authorizes a creado order within its obra's Insumos budget after confirmation, without a justification", async () => {
    const { paths, autorizaciones } = traffic();
    const { user } = await renderStory(AutorizarDentroDelPresupuesto);
    await user.click(await screen.findByRole('button', { name: 'Autorizar' }));
    expect(paths.some((p) => p.startsWith('POST /api/ordenCompra/3/autorizar'))).toBe(false);
    expect(await screen.findByText('Insumos antes de esta orden')).toBeInTheDocument();
    // Obra 1: $5,400,000.00 spent; committed $1,200,000.00 before, + $23,905.35 with the order.
    expect(card('Insumos antes de esta orden').getByText('$1,200,000.00')).toBeInTheDocument();
    expect(card('Insumos antes de esta orden').getByText('$6,600,000.00')).toBeInTheDocument();
    expect(card('Insumos con esta orden').getByText('$1,223,905.35')).toBeInTheDocument();
    expect(card('Insumos con esta orden').getByText('$6,623,905.35')).toBeInTheDocument();
    // Each card's figure is what its colour judges, spent + committed (of a $9,250,000.00 budget), the order's amount beside.
    expect(card('Insumos antes de esta orden').getByText('71.35%')).toBeInTheDocument();
    expect(card('Insumos con esta orden').getByText('71.61%')).toBeInTheDocument();
    expect(card('Insumos con esta orden').getByText('Esta orden')).toBeInTheDocument();
    expect(card('Insumos con esta orden').getByText('$23,905.35')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Justificacion/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Se autorizo la Orden de Compra: #3')).toBeInTheDocument();
    expect(paths).toContain('POST /api/ordenCompra/3/autorizar');
    expect(autorizaciones).toEqual(['']);
  });

  it('asks for the justification when the order takes the obra above its Insumos budget, and sends it', async () => {
    const { autorizaciones } = traffic();
    const { user } = await renderStory(AutorizarSobrePresupuesto);
    await user.click(await screen.findByRole('button', { name: 'Autorizar' }));
    const justificacion = await screen.findByRole('textbox', { name: /Justificacion/ });
    expect(justificacion).toBeRequired();
    expect(screen.getByText(/rebasa el presupuesto de Insumos por \$362,680\.00/)).toBeInTheDocument();
    expect(card('Insumos con esta orden').getByText('$763,680.00')).toBeInTheDocument();
    const confirmar = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirmar).toBeDisabled();
    await user.type(justificacion, '   ');
    expect(confirmar).toBeDisabled();
    await user.clear(justificacion);
    await user.type(justificacion, ' Colado de losa antes del alza de precio ');
    expect(confirmar).toBeEnabled();
    await user.click(confirmar);
    expect(await screen.findByText('Se autorizo la Orden de Compra: #4')).toBeInTheDocument();
    expect(autorizaciones.map((body) => JSON.parse(body))).toEqual([
      { justificacion: 'Colado de losa antes del alza de precio' },
    ]);
  });

  it("keeps the dialog open with the server's refusal when the budget ran out meanwhile", async () => {
    const { user } = await renderStory(AutorizarDentroDelPresupuesto);
    const rebasa = 'La orden rebasa el presupuesto de Insumos por $0.01: escriba la justificacion..';
    server.use(
      http.post('/api/ordenCompra/:id/autorizar', () => HttpResponse.json({ message: rebasa }, { status: 409 })),
    );
    await user.click(await screen.findByRole('button', { name: 'Autorizar' }));
    await screen.findByText('Insumos con esta orden');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const dialog = screen.getByRole('dialog', { name: 'Autorizar' });
    expect(await within(dialog).findByText(rebasa)).toBeInTheDocument();
    expect(within(dialog).getByText('Insumos antes de esta orden')).toBeInTheDocument();
  });

  it('shows the justification of an authorized order read-only', async () => {
    const justificacion = 'Colado urgente de la losa del tercer nivel';
    server.use(
      http.get('/api/ordenCompra/1', () =>
        HttpResponse.json({
          ...ordenes[0],
          justificacion,
          acciones: { editar: { visible: false, permitida: false, motivo: 'La orden de compra ya esta autorizada..' } },
        }),
      ),
    );
    await renderStory(Autorizada);
    const field = await screen.findByLabelText('Justificacion');
    expect(field).toHaveValue(justificacion);
    expect(field).toHaveAttribute('readonly');
  });

  it("disables Autorizar above the user's approval limit and says, in the editor, who can authorize", async () => {
    await renderStory(SobreLimite);
    const motivo = await screen.findByText(
      'Su limite de autorizacion es $20,000.00; pueden autorizarla: Usuario, Administrador, Superusuario',
    );
    // Laid out in the editor's content, not squeezed between the action buttons.
    expect(motivo.closest('form')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Autorizar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('cancels a creado order after confirmation', async () => {
    const { user } = await renderStory(Edicion);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Se cancelo la Orden de Compra: #3')).toBeInTheDocument();
  });

  it('shows the server message when saving fails', async () => {
    const { user } = await renderStory(Edicion);
    server.use(
      http.put('/api/ordenCompra', () => HttpResponse.json({ message: 'La obra esta terminada..' }, { status: 409 })),
    );
    await user.type(await screen.findByLabelText('Observaciones'), ' temprano');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al actualizar orden La obra esta terminada..')).toBeInTheDocument();
  });

  it('shows an authorized order read-only: no Guardar, Autorizar, Cancelar or product search; Imprimir stays', async () => {
    await renderStory(Autorizada);
    expect(await screen.findByText('La orden de compra ya esta autorizada..')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    for (const name of ['Guardar', 'Autorizar', 'Cancelar', ADD_PRODUCT])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(cell('Cantidad', 0)).toBeDisabled();
    expect(totalRow('Total')).toHaveTextContent('$11,368.00');
  });
});

describe('Orden de compra editor on a phone', () => {
  beforeEach(() => stubScreenWidth(390));
  afterEach(() => vi.unstubAllGlobals());

  it('shows one card per line with its inputs, and a new cantidad updates its importe and the totals', async () => {
    const { user } = await renderStory(EdicionTelefono);
    const lines = await screen.findByRole('list', { name: /Productos/ });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lines).getByRole('listitem', { name: 'Varilla corrugada 3/8"' })).toHaveTextContent('$20,160.00');
    const alambre = within(lines).getByRole('listitem', { name: 'Alambre recocido cal. 16' });
    const card = within(alambre);
    expect(card.getByText('kg')).toBeInTheDocument();
    expect(card.getByLabelText(cellLabel('Cantidad', 1))).toHaveValue('12.5');
    expect(card.getByLabelText(cellLabel('Cantidad', 1))).toHaveAttribute('name', 'ordenCompraDetalles.1.cantidad');
    expect(card.getByLabelText(cellLabel('Precio Unitario', 1))).toHaveValue('38.50');
    expect(card.getByLabelText(cellLabel('IVA', 1))).toHaveDisplayValue('8 %');
    expect(card.getByRole('button', { name: 'Quitar renglón 2' })).toBeInTheDocument();
    expect(alambre).toHaveTextContent('$481.25');
    expect(totalRow('Total')).toHaveTextContent('$23,905.35');

    await user.clear(cell('Cantidad', 1));
    await user.type(cell('Cantidad', 1), '20');
    await user.tab();
    expect(alambre).toHaveTextContent('$770.00');
    expect(totalRow('Subtotal')).toHaveTextContent('$20,930.00');
    expect(totalRow('IVA')).toHaveTextContent('$3,287.20');
    expect(totalRow('Total')).toHaveTextContent('$24,217.20');
  });
});
