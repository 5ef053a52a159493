import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuItems } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './MenuCreate.stories';

const { Alta } = composeStories(stories);

const input = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`No hay un campo ${name}`);
  return element;
};

function traffic() {
  const searches: string[] = [];
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/menu-item/list-by-name') searches.push(url.searchParams.get('searchTerm') ?? '');
    if (request.method === 'POST' && url.pathname === '/api/menu-item') bodies.push(await request.clone().json());
  });
  return { searches, bodies };
}

const configuracion = menuItems.find((item) => item.nombre === 'Configuracion')!;

describe('Menu item create', () => {
  it("requires nombre and icono with 'Campo Obligatorio'", async () => {
    const { bodies } = traffic();
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Campo Obligatorio')).toHaveLength(2);
    expect(bodies).toEqual([]);
  });

  it('offers the sections principal and obras, and every icon drawn', async () => {
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('combobox', { name: /Seccion/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['principal', 'obras']),
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /Icono/ }));
    const store = await screen.findByRole('option', { name: 'Store' });
    expect(store.querySelector('[data-icono="Store"] svg')).not.toBeNull();
    expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(40);
  });

  it('prompts for the parent menu, searches only typed text after a pause, and says when nothing matches', async () => {
    const { searches } = traffic();
    const { user } = await renderStory(Alta);
    const padre = await screen.findByRole('combobox', { name: 'Padre' });
    await user.click(padre);
    expect(screen.getAllByText('Escriba el nombre del menu a buscar').length).toBeGreaterThan(0);
    await user.type(padre, 'zzz');
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
    expect(searches).toEqual(['zzz']);
  });

  it('POSTs the item with its parent and icon, confirms and goes back to the list', async () => {
    const { bodies } = traffic();
    const { user } = await renderStory(Alta);
    const padre = await screen.findByRole('combobox', { name: 'Padre' });
    await user.type(padre, 'config');
    await user.click(await screen.findByRole('option', { name: /Configuracion/ }));
    await user.type(input('nombre'), 'Bancos');
    await user.type(input('link'), '/configura/bancos');
    await user.click(screen.getByRole('combobox', { name: /Icono/ }));
    await user.click(await screen.findByRole('option', { name: 'AccountBalance' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/menu'));
    expect(bodies).toEqual([
      {
        padre: { id: configuracion.id, nombre: 'Configuracion' },
        seccion: 'principal',
        nombre: 'Bancos',
        link: '/configura/bancos',
        icono: 'AccountBalance',
      },
    ]);
    expect(await screen.findByText('Se guardo el registro: Bancos')).toBeInTheDocument();
  });
});
