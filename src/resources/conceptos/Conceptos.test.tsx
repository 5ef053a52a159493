import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conceptos, subclasificaciones as subs, unidadesMedida } from '../../../mocks/fixtures/conceptos';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './Conceptos.stories';

/** A lookup's id in the fixtures, which number the seed's demo lookups in order. */
const idOf = (list: { id: number; nombre: string }[], nombre: string) => list.find((l) => l.nombre === nombre)!.id;

const { Lista, Alta, Edicion } = composeStories(stories);

const named = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);

/** The bodies of `method` requests to /api/concepto, and the idClasificacion of each subclasificacion lookup. */
function traffic(method: string) {
  const bodies: unknown[] = [];
  const subclasificaciones: (string | null)[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/subclasificacion') subclasificaciones.push(url.searchParams.get('idClasificacion'));
    if (request.method === method && url.pathname === '/api/concepto') bodies.push(await request.clone().json());
  });
  return { bodies, subclasificaciones };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('Conceptos list', () => {
  it('shows every docs/product.md column, lookups by name and the price as currency', async () => {
    await renderStory(Lista);
    expect(await screen.findByText(conceptos[0].nombre)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Descripcion',
      'Clasificacion',
      'Subclasificacion',
      'Unidad Medida',
      'Precio Unitario',
    ]);
    const first = within(bodyRows()[0]);
    for (const text of ['Saco de 50 kg', 'Producto', 'Cementos', 'saco', '$245.00'])
      expect(first.getByText(text)).toBeInTheDocument();
    expect(within(bodyRows()[2]).getByText('$2,450.00')).toBeInTheDocument();
  });
});

describe('Conceptos create', () => {
  it('fills the subclasificacion from the chosen clasificacion and clears it when that changes', async () => {
    const { bodies, subclasificaciones } = traffic('POST');
    const { user } = await renderStory(Alta);
    await user.type(await screen.findByRole('textbox', { name: /Nombre/ }), 'Block de concreto 15x20x40');
    const sub = screen.getByRole('combobox', { name: 'Subclasificacion' });
    expect(sub).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('combobox', { name: 'Clasificacion' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Producto', 'Servicio', 'Mano de obra']),
    );
    await user.click(screen.getByRole('option', { name: 'Servicio' }));
    await user.click(await screen.findByRole('combobox', { name: 'Subclasificacion' }));
    expect(await screen.findByRole('option', { name: 'Fletes' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Cementos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Fletes' }));
    expect(named('subClasificacionId')).toHaveValue(String(idOf(subs, 'Fletes')));

    await user.click(screen.getByRole('combobox', { name: 'Clasificacion' }));
    await user.click(await screen.findByRole('option', { name: 'Producto' }));
    await waitFor(() => expect(named('subClasificacionId')).toHaveValue(''));
    await user.click(screen.getByRole('combobox', { name: 'Subclasificacion' }));
    await user.click(await screen.findByRole('option', { name: 'Cementos' }));
    await user.click(screen.getByRole('combobox', { name: 'Unidad Medida' }));
    await user.click(await screen.findByRole('option', { name: 'pieza' }));
    await user.type(screen.getByRole('textbox', { name: /Precio Unitario/ }), '16.8');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/conceptos'));
    expect(bodies).toEqual([
      {
        nombre: 'Block de concreto 15x20x40',
        clasificacionId: 1,
        subClasificacionId: 2,
        unidadMedidaId: 1,
        precioUnitario: 16.8,
      },
    ]);
    expect(subclasificaciones).toEqual(['2', '1']);
  });

  it('needs only a nombre', async () => {
    const { bodies } = traffic('POST');
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Campo Obligatorio')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Ayudante de electricista');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toEqual([{ nombre: 'Ayudante de electricista' }]));
  });
});

describe('Conceptos edit', () => {
  it('loads the concepto with its lookups chosen and PUTs flat ids', async () => {
    const { bodies } = traffic('PUT');
    const { user } = await renderStory(Edicion);
    await waitFor(() => expect(named('nombre')).toHaveValue(conceptos[0].nombre));
    expect(await screen.findByRole('combobox', { name: 'Clasificacion' })).toHaveTextContent('Producto');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Subclasificacion' })).toHaveTextContent('Cementos'),
    );
    expect(screen.getByRole('combobox', { name: 'Unidad Medida' })).toHaveTextContent('saco');
    const precio = screen.getByRole('textbox', { name: /Precio Unitario/ });
    expect(precio).toHaveValue('245.00');
    await user.clear(precio);
    await user.type(precio, '252.5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      id: 1,
      clasificacionId: 1,
      subClasificacionId: 2,
      unidadMedidaId: idOf(unidadesMedida, 'saco'),
      precioUnitario: 252.5,
    });
  });
});
