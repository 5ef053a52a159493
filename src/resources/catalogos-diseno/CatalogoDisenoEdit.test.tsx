import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './CatalogoDisenoEdit.stories';

const { Edicion, PideValorPredeterminado } = composeStories(stories);

const named = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);

function puts() {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT') bodies.push(await request.clone().json());
  });
  return bodies;
}

// The designer is a big form (a row of inputs per field) drawn twice with its preview: slow on a busy machine.
describe('Catalog designer, a stored catalog', { timeout: 60_000 }, () => {
  it('shows its fields in the form and what only JSON holds', async () => {
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(named('titulo')).toHaveValue('Maquinaria y Equipo'));
    expect(named('nombre')).toBeNull();
    expect(named('campos.0.nombre')).toHaveValue('nombre');
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    // A default, a widget and upper-casing the form does not show: kept as written.
    expect(screen.getByLabelText('Solo en JSON')).toHaveTextContent(/numeroSerie.*anio.*placas.*estado/);
  });

  it('asks for a default when records would be left invalid, and saves with it', async () => {
    const bodies = puts();
    const { user } = await renderStory(PideValorPredeterminado);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('4 registros no tienen Placas')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Valor para Placas' }), 'SIN PLACAS');
    await user.click(screen.getByRole('button', { name: 'Guardar con estos valores' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/catalogos'));
    expect(await screen.findByText('Catalogo guardado')).toBeInTheDocument();
    expect(bodies.map((b) => [b.version, b.predeterminados])).toEqual([
      [3, undefined],
      [3, { placas: 'SIN PLACAS' }],
    ]);
    expect((bodies[1].esquema as { required: string[] }).required).toContain('placas');
  });
});
