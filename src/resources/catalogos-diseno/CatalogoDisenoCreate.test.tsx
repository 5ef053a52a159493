import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { propiedadDe } from '../../../schemas/catalog-fields';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './CatalogoDisenoCreate.stories';

const { Nuevo } = composeStories(stories);

const named = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`No hay un campo ${name}`);
  return element;
};

function posts() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/configura/catalogos') {
      bodies.push(await request.clone().json());
    }
  });
  return bodies;
}

const jsonText = () => screen.getByRole('textbox', { name: 'Esquema JSON' });

// The designer is a big form (a row of inputs per field) drawn twice with its preview: slow on a busy machine.
describe('Catalog designer, a new catalog', { timeout: 60_000 }, () => {
  it('creates a catalog with a text and a reference field, each built by propiedadDe', async () => {
    const bodies = posts();
    const { user } = await renderStory(Nuevo);
    await user.type(await screen.findByRole('textbox', { name: /Titulo/ }), 'Vehículos de obra');
    await user.tab();
    expect(named('nombre')).toHaveValue('vehiculos-de-obra');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await user.type(named('campos.0.etiqueta'), 'Número de placas');
    await user.tab();
    expect(named('campos.0.nombre')).toHaveValue('numeroDePlacas');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await user.type(named('campos.1.etiqueta'), 'Obra');
    await user.tab();
    await user.click(screen.getAllByRole('combobox', { name: /Tipo/ })[1]);
    await user.click(await screen.findByRole('option', { name: 'Referencia a otro registro' }));
    await user.click(await screen.findByRole('combobox', { name: /Referencia a/ }));
    await user.click(await screen.findByRole('option', { name: 'Obra' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/configura/catalogos'));
    expect(await screen.findByText('Catalogo guardado')).toBeInTheDocument();
    const placas = {
      nombre: 'numeroDePlacas',
      etiqueta: 'Número de placas',
      tipo: 'texto',
      requerido: false,
      columna: false,
    } as const;
    const obra = { ...placas, nombre: 'obra', etiqueta: 'Obra', tipo: 'referencia', referencia: 'obras' } as const;
    expect(bodies).toEqual([
      {
        nombre: 'vehiculos-de-obra',
        esquema: {
          title: 'Vehículos de obra',
          type: 'object',
          properties: { numeroDePlacas: propiedadDe(placas), obra: propiedadDe(obra) },
        },
      },
    ]);
  });

  it('reads JSON back into the form, keeps what the form cannot show, and keeps invalid text with the reason', async () => {
    const { user } = await renderStory(Nuevo);
    await user.click(await screen.findByRole('tab', { name: 'JSON' }));
    const esquema = {
      title: 'Herramientas',
      type: 'object',
      required: ['nombre'],
      properties: {
        nombre: { type: 'string', title: 'Nombre', maxLength: 150 },
        clave: { type: 'string', title: 'Clave', pattern: '^[A-Z]{3}-[0-9]{3}$' },
      },
    };
    fireEvent.change(jsonText(), { target: { value: JSON.stringify(esquema) } });
    fireEvent.blur(jsonText());
    await waitFor(() => expect(named('titulo')).toHaveValue('Herramientas'));
    expect(named('campos.0.nombre')).toHaveValue('nombre');
    expect(document.querySelector('[name="campos.1.nombre"]')).toBeNull();
    expect(screen.getByLabelText('Solo en JSON')).toHaveTextContent('clave');
    await user.type(named('campos.0.etiqueta'), ' completo');
    await waitFor(() =>
      expect(JSON.parse((jsonText() as HTMLTextAreaElement).value)).toEqual({
        ...esquema,
        properties: {
          nombre: { ...esquema.properties.nombre, title: 'Nombre completo' },
          clave: esquema.properties.clave,
        },
      }),
    );
    fireEvent.change(jsonText(), { target: { value: '{ "title": ' } });
    fireEvent.blur(jsonText());
    expect(await screen.findByText(/^El JSON no es valido: /)).toBeInTheDocument();
    expect(jsonText()).toHaveValue('{ "title": ');
    expect(named('titulo')).toHaveValue('Herramientas');
  });

  it('previews the served schema with the engine: its list and its form', async () => {
    const { user } = await renderStory(Nuevo);
    await user.type(await screen.findByRole('textbox', { name: /Titulo/ }), 'Equipo');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await user.type(named('campos.0.etiqueta'), 'Marca');
    await user.tab();
    await user.click(screen.getAllByRole('switch', { name: 'Columna en la lista' })[0]);
    expect(await screen.findByText('Marca 1', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Marca 2')).toBeInTheDocument();
    expect(screen.getByText('Alta de Equipo')).toBeInTheDocument();
  });
});
