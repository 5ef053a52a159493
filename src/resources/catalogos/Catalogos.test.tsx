import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maquinariaRegistros } from '../../../mocks/fixtures/catalogos';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './Catalogos.stories';

const { Indice, Lista, Alta, Edicion, Desconocido } = composeStories(stories);

const named = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);

/** Every request under /api/catalogo, with its body when it has one. */
function traffic() {
  const seen: { method: string; url: URL; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/catalogo')) return;
    const body = ['POST', 'PUT'].includes(request.method) ? await request.clone().json() : undefined;
    seen.push({ method: request.method, url, body });
  });
  return seen;
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('Admin-defined catalogs', () => {
  it('lists every catalog the server serves, with a link to it', async () => {
    await renderStory(Indice);
    const link = await screen.findByRole('link', { name: /Maquinaria y Equipo/ });
    expect(link).toHaveAttribute('href', '/catalogos/maquinaria');
    expect(within(link).getByText(/vehiculos y equipo de la empresa/)).toBeInTheDocument();
  });

  it("builds the list from the schema's columns and searches its API", async () => {
    const seen = traffic();
    const { user } = await renderStory(Lista);
    expect(await screen.findByText(maquinariaRegistros[0].nombre as string)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Tipo',
      'Marca',
      'Numero de Serie',
      'Estado',
    ]);
    expect(bodyRows()).toHaveLength(maquinariaRegistros.length);
    await user.type(screen.getByLabelText('Buscar'), 'bosch');
    await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 3000 });
    const lists = seen.filter((r) => r.url.pathname === '/api/catalogo/maquinaria');
    expect(lists.at(-1)?.url.searchParams.get('toSearch')).toBe('bosch');
    expect(seen.filter((r) => r.url.pathname === '/api/catalogo')).toHaveLength(1);
  });

  it("validates with the schema's rules and POSTs to the catalog's API", async () => {
    const seen = traffic();
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Campo Obligatorio')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: /Estado/ })).toHaveTextContent('Disponible');
    await user.type(named('nombre')!, 'Vibrador para concreto');
    await user.click(screen.getByRole('combobox', { name: /Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Equipo menor' }));
    await user.type(named('anio')!, '1890');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrese un año valido..')).toBeInTheDocument();
    await user.clear(named('anio')!);
    await user.type(named('anio')!, '2022');
    await user.type(named('numeroSerie')!, 'vib-2022-001');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/catalogos/maquinaria'));
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      {
        nombre: 'Vibrador para concreto',
        tipo: 'Equipo menor',
        estado: 'Disponible',
        anio: 2022,
        numeroSerie: 'VIB-2022-001',
      },
    ]);
  });

  it('edits and deletes a record', async () => {
    const seen = traffic();
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(named('nombre')).toHaveValue(maquinariaRegistros[0].nombre as string));
    expect(named('costoHora')).toHaveValue('850.00');
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/catalogos/maquinaria'));
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      '/api/catalogo/maquinaria/1',
    ]);
  });

  it("offers an admin the record's Historial from the bitácora", async () => {
    const asked: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/bitacora') asked.push(url.searchParams);
    });
    const { user } = await renderStory(Edicion);
    await user.click(await screen.findByRole('button', { name: 'Historial' }));
    expect(await screen.findByRole('heading', { name: /Historial/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(asked.map((q) => `${q.get('tabla')}/${q.get('registroId')}`)).toContain('catalogo_registro/1'),
    );
  });

  it('says when the server serves no such catalog', async () => {
    await renderStory(Desconocido);
    expect(await screen.findByText('No existe el catalogo vehiculos.')).toBeInTheDocument();
  });
});
