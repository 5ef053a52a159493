import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { obras } from '../../../mocks/fixtures/obras';
import { server } from '../../../mocks/server';
import { session } from '../../providers/session';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './Obras.stories';

const { Lista, Alta, Edicion, ResumenPorDireccion, ResumenDeLaObraActiva, ResumenSinObra } = composeStories(stories);

const named = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
const input = (name: string) => {
  const element = named(name);
  if (!element) throw new Error(`No hay un campo ${name}`);
  return element;
};

/** Query strings of GETs to `path`, and bodies of writes to /api/obra. */
function traffic(path: string) {
  const gets: URLSearchParams[] = [];
  const writes: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === path) gets.push(url.searchParams);
    if (request.method !== 'GET' && url.pathname === '/api/obra') writes.push(await request.clone().json());
  });
  return { gets, writes };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

async function chooseCliente(user: UserEvent, text: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: /Cliente/ }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Obras list', () => {
  it('shows Nombre, Inicio, Fin, the client name and Utilidad as currency, with row actions', async () => {
    await renderStory(Lista);
    expect(await screen.findByText(obras[0].nombre)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Inicio',
      'Fin',
      'Cliente',
      'Utilidad',
      'Acciones',
    ]);
    const first = within(bodyRows()[0]);
    for (const text of ['20/01/2026', '18/12/2026', 'Inmobiliaria Hermosillo', '$2,775,000.00'])
      expect(first.getByText(text)).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/obras/1/editar');
    expect(first.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
  });

  it('filters by name with a debounced name parameter and pages with size', async () => {
    const { gets } = traffic('/api/obra');
    const { user } = await renderStory(Lista);
    await screen.findByText(obras[0].nombre);
    const before = gets.length;
    await user.type(screen.getByLabelText('Buscar'), 'nave');
    await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 3000 });
    const searches = gets.slice(before).map((query) => query.get('name'));
    expect(searches.at(-1)).toBe('nave');
    expect(searches.every((name) => !!name && 'nave'.startsWith(name))).toBe(true);
    expect(gets.at(-1)?.get('size')).toBe('10');
    expect(gets.at(-1)?.get('page')).toBe('0');
  });

  it('opens an obra: it becomes the active one and its summary shows', async () => {
    const { user } = await renderStory(Lista);
    await screen.findByText(obras[1].nombre);
    await user.click(within(bodyRows()[1]).getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/obras/2/resumen'));
    expect(session.obra()).toEqual({ id: 2, nombre: 'Nave Industrial Guaymas' });
    expect(await screen.findByRole('heading', { name: 'Nave Industrial Guaymas' })).toBeInTheDocument();
  });

  it('edits an obra from its row', async () => {
    const { user } = await renderStory(Lista);
    await screen.findByText(obras[2].nombre);
    await user.click(within(bodyRows()[2]).getByRole('link', { name: 'Editar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/obras/3/editar'));
  });
});

describe('Obras create', () => {
  it('searches clients by typed name only, after a pause, and says when none matches', async () => {
    const { gets } = traffic('/api/cliente/list');
    const { user } = await renderStory(Alta);
    const cliente = await screen.findByRole('combobox', { name: /Cliente/ });
    await user.click(cliente);
    expect(screen.getAllByText('Escriba el nombre del cliente a buscar').length).toBeGreaterThan(0);
    expect(gets).toEqual([]);
    await user.type(cliente, 'inmo');
    await waitFor(() => expect(gets.map((q) => q.get('toSearch')).at(-1)).toBe('inmo'));
    expect(await screen.findByRole('option', { name: 'Inmobiliaria Hermosillo' })).toBeInTheDocument();
    expect(gets.every((q) => 'inmo'.startsWith(q.get('toSearch') ?? ''))).toBe(true);
    await user.clear(cliente);
    await user.type(cliente, 'zzz');
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  });

  it("names MUI's own controls in Spanish", async () => {
    await renderStory(Alta);
    const cliente = await screen.findByRole('combobox', { name: /Cliente/ });
    const field = cliente.closest('.MuiAutocomplete-root') as HTMLElement;
    expect(within(field).getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    expect(within(field).queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it("marks the eight required fields with 'Campo Obligatorio'", async () => {
    const { writes } = traffic('/api/obra');
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Campo Obligatorio')).toHaveLength(8);
    expect(writes).toEqual([]);
  });

  it('offers the four payment methods of docs/product.md §9', async () => {
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('combobox', { name: 'Metodo de Pago' }));
    expect(
      screen
        .getAllByRole('option')
        .map((o) => o.textContent?.trim())
        .filter(Boolean),
    ).toEqual(['contado', 'sinanticipo', 'Transferencia HSBC', 'Transferencia BBVA']);
  });

  it('computes amounts from percentages of the total cost and shows the utilidad live, then POSTs plain numbers', async () => {
    const { writes } = traffic('/api/obra');
    const { user } = await renderStory(Alta);
    await user.type(await screen.findByRole('textbox', { name: /Nombre/ }), 'Clinica del Valle');
    await chooseCliente(user, 'inmo', /Inmobiliaria Hermosillo/);
    await user.type(input('inicio'), '01072026');
    await user.type(input('fin'), '31032027');
    expect(input('insumosPorcentaje')).toBeDisabled();
    await user.type(input('costoTotal'), '1000000');
    await user.tab();
    expect(input('costoTotal')).toHaveValue('1,000,000.00');
    await user.type(input('insumosPorcentaje'), '40');
    await user.type(input('manoObraPorcentaje'), '25');
    await user.type(input('indirectosPorcentaje'), '10.5');
    await user.tab();
    expect(input('insumos')).toHaveValue('400,000.00');
    expect(input('manoObra')).toHaveValue('250,000.00');
    expect(input('indirectos')).toHaveValue('105,000.00');
    expect(input('utilidad')).toHaveValue('245,000.00');
    expect(input('indirectosPorcentaje')).toHaveValue('10.50');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/obras'));
    expect(writes).toEqual([
      {
        nombre: 'Clinica del Valle',
        cliente: { id: 2, nombre: 'Inmobiliaria Hermosillo' },
        inicio: '2026-07-01',
        fin: '2027-03-31',
        costoTotal: 1000000,
        insumos: 400000,
        manoObra: 250000,
        indirectos: 105000,
        // The estimaciones' IVA by default (docs/domain.md, Estimación); no retenciones typed.
        tasaIva: 16,
        terminado: false,
      },
    ]);
  });

  it('shows a negative utilidad as an error, still without float drift', async () => {
    const { user } = await renderStory(Alta);
    await user.type(await screen.findByRole('textbox', { name: /Costo Total/ }), '0.3');
    await user.type(input('insumos'), '0.1');
    await user.type(input('manoObra'), '0.2');
    await user.tab();
    expect(input('utilidad')).toHaveValue('0.00');
    await user.type(input('indirectos'), '0.01');
    await user.tab();
    expect(input('utilidad')).toHaveValue('-0.01');
    expect(input('utilidad')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Obras edit', () => {
  it('shows its dates as DD/MM/YYYY and sends them back as YYYY-MM-DD', async () => {
    const { writes } = traffic('/api/obra');
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(input('inicio')).toHaveValue('10/11/2025'));
    expect(input('fin')).toHaveValue('28/08/2026');
    await user.type(input('nombre'), ' II');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ inicio: '2025-11-10', fin: '2026-08-28' });
  });

  it('loads an obra with cents, shows each share and recomputes the utilidad', async () => {
    const { writes } = traffic('/api/obra');
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(named('nombre')).toHaveValue(obras[3].nombre));
    expect(screen.getByRole('combobox', { name: /Cliente/ })).toHaveValue('Residencial Cerro Real');
    expect(input('utilidad')).toHaveValue('1,488,000.25');
    expect(input('insumosPorcentaje')).toHaveValue('55.00');
    await user.clear(input('insumosPorcentaje'));
    await user.type(input('insumosPorcentaje'), '50');
    await user.tab();
    expect(input('insumos')).toHaveValue('6,200,000.25');
    expect(input('utilidad')).toHaveValue('2,108,000.25');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      id: 4,
      cliente: { id: 9 },
      costoTotal: 12400000.5,
      insumos: 6200000.25,
      metodoPago: 'contado',
    });
    expect(writes[0]).not.toHaveProperty('utilidad');
  });
});

describe('Obra summary routes', () => {
  it('makes the obra opened by its address the active one', async () => {
    await renderStory(ResumenPorDireccion);
    expect(await screen.findByRole('heading', { name: obras[2].nombre })).toBeInTheDocument();
    await waitFor(() => expect(session.obra()).toEqual({ id: 3, nombre: obras[2].nombre }));
  });

  it("leads /obras/resumen to the active obra's summary", async () => {
    await renderStory(ResumenDeLaObraActiva);
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/obras/2/resumen'));
    expect(await screen.findByRole('heading', { name: 'Nave Industrial Guaymas' })).toBeInTheDocument();
  });

  it('sends /obras/resumen home without an active obra', async () => {
    await renderStory(ResumenSinObra);
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/'));
  });
});
