import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuItems } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './MenuList.stories';

const { Lista, SinDatos } = composeStories(stories);

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('Menu items list', () => {
  it('shows Padre, Seccion, Nombre, Link and the drawn Icono', async () => {
    await renderStory(Lista);
    expect(await screen.findByText(menuItems[0].nombre)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Padre',
      'Seccion',
      'Nombre',
      'Link',
      'Icono',
    ]);
    expect(bodyRows()).toHaveLength(10);
    const first = within(bodyRows()[0]);
    expect(first.getByText(menuItems[0].seccion)).toBeInTheDocument();
    expect(first.getByText(menuItems[0].link!)).toBeInTheDocument();
    expect(first.getByText(menuItems[0].icono)).toBeInTheDocument();
    expect(bodyRows()[0].querySelector(`[data-icono="${menuItems[0].icono}"] svg`)).not.toBeNull();
  });

  it("shows the parent's name and searches by name", async () => {
    const seen: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/menu-item/menu-items-page') seen.push(url.searchParams);
    });
    const { user } = await renderStory(Lista);
    await screen.findByText(menuItems[0].nombre);
    await user.type(screen.getByLabelText('Buscar'), 'permisos');
    await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 3000 });
    const row = within(bodyRows()[0]);
    expect(row.getByText('Configuracion')).toBeInTheDocument();
    expect(row.getByText('/configura/permisos')).toBeInTheDocument();
    expect(seen.at(-1)?.get('name')).toBe('permisos');
  });

  it('opens a row in its editor and creates at /configura/menu/nuevo', async () => {
    const { user } = await renderStory(Lista);
    expect(await screen.findByRole('link', { name: 'Nuevo' })).toHaveAttribute('href', '/configura/menu/nuevo');
    await user.click(await screen.findByText(menuItems[1].nombre));
    await waitFor(() => expect(storyRouter.location().pathname).toBe(`/configura/menu/${menuItems[1].id}/editar`));
  });

  it("says 'No hay datos..' when nothing matches", async () => {
    await renderStory(SinDatos);
    expect(await screen.findByText('No hay datos..')).toBeInTheDocument();
  });
});
