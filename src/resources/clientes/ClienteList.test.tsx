import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { clientes } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { FILTER_DEBOUNCE_MS } from '../../engine/list/SearchBox';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './ClienteList.stories';
import { clientes as clientesModule } from '.';

const { Lista, SinDatos } = composeStories(stories);

/** Every GET /api/cliente the screen makes, answered by the default mock afterwards. */
function listRequests() {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/cliente') seen.push(url.searchParams);
  });
  return seen;
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('Clientes list', () => {
  it('shows Nombre, Direccion, Telefono and RFC of the first ten clientes', async () => {
    await renderStory(Lista);
    expect(await screen.findByText(clientes[0].nombre)).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Nombre', 'Direccion', 'Telefono', 'RFC']);
    expect(bodyRows()).toHaveLength(10);
    const first = within(bodyRows()[0]);
    expect(first.getByText(clientes[0].direccion)).toBeInTheDocument();
    expect(first.getByText(clientes[0].telefono!)).toBeInTheDocument();
    expect(first.getByText(clientes[0].rfc)).toBeInTheDocument();
  });

  it("says 'No hay datos..' when there is nothing to show", async () => {
    await renderStory(SinDatos);
    expect(await screen.findByText('No hay datos..')).toBeInTheDocument();
  });

  it('searches with toSearch from the Buscar box', async () => {
    const seen = listRequests();
    const { user } = await renderStory(Lista);
    await screen.findByText(clientes[0].nombre);
    await user.type(screen.getByLabelText('Buscar'), 'banamichi');
    await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 3000 });
    expect(screen.getByText('Minera Santa Elena')).toBeInTheDocument();
    expect(seen.at(-1)?.get('toSearch')).toBe('banamichi');
    expect(seen.at(-1)?.get('page')).toBe('0');
  });

  it('pages with a 0-based page and offers 5, 10 and 20 rows', async () => {
    const seen = listRequests();
    const { user } = await renderStory(Lista);
    await screen.findByText(clientes[0].nombre);
    await user.click(screen.getByRole('button', { name: /siguiente|next/i }));
    expect(await screen.findByText(clientes[10].nombre)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(clientes.length - 10);
    expect(seen.at(-1)?.get('page')).toBe('1');
    expect(seen.at(-1)?.get('pageSize')).toBe('10');
    await user.click(screen.getByRole('combobox'));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '20']);
  });

  it('opens a row at /clientes/{id}/editar and creates at /clientes/nuevo', async () => {
    const { user } = await renderStory(Lista);
    expect(await screen.findByRole('link', { name: 'Nuevo' })).toHaveAttribute('href', '/clientes/nuevo');
    await user.click(await screen.findByText(clientes[1].nombre));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/clientes/2/editar'));
  });

  it('opens the row clicked right after typing a search, even when its screen takes a moment to load', async () => {
    const slowEdit = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 3 * FILTER_DEBOUNCE_MS));
      return { default: () => <h1>Editor</h1> };
    });
    const SlowEdit = Object.assign(() => <Lista module={{ ...clientesModule, edit: slowEdit }} />, {
      parameters: Lista.parameters,
    });
    const { user } = await renderStory(SlowEdit as unknown as typeof Lista);
    await screen.findByText(clientes[1].nombre);
    await user.type(screen.getByLabelText('Buscar'), 'a');
    await user.click(screen.getByText(clientes[1].nombre));
    expect(await screen.findByRole('heading', { name: 'Editor' }, { timeout: 3000 })).toBeInTheDocument();
    expect(storyRouter.location().pathname).toBe('/clientes/2/editar');
  });
});
