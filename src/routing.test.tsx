import { composeStory } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { AdminUI } from 'react-admin';
import { useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireObra } from './obra';
import { resourceElement } from './resourceRoutes';
import { renderStory } from './test/renderStory';
import { storyRouter } from './test/storyRouter';

function Editor() {
  const { id } = useParams();
  return <p>Editando {id}</p>;
}

const obraScreen = {
  path: 'resumen',
  element: (
    <RequireObra>
      <p>Resumen de la obra</p>
    </RequireObra>
  ),
};

/** A resource module as the shell mounts it, with pages that only say where they are. */
function Rutas() {
  return (
    <AdminUI dashboard={() => <p>Tablero</p>}>
      {resourceElement({
        name: 'configura/prueba',
        list: () => <p>Lista</p>,
        create: () => <p>Alta</p>,
        edit: Editor,
        routes: [obraScreen],
      })}
    </AdminUI>
  );
}

const at = (route: string, obra?: { id: number; nombre: string }) =>
  composeStory({ parameters: { route, obra } }, { title: 'Pruebas/Rutas', component: Rutas });

describe('resource routes', () => {
  it.each([
    ['/configura/prueba', 'Lista'],
    ['/configura/prueba/nuevo', 'Alta'],
    ['/configura/prueba/7/editar', 'Editando 7'],
  ])('mounts %s', async (route, text) => {
    await renderStory(at(route));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['/configura/prueba/create', '/configura/prueba/nuevo'],
    ['/configura/prueba/7', '/configura/prueba/7/editar'],
  ])('redirects react-admin’s %s to %s', async (route, target) => {
    await renderStory(at(route));
    await waitFor(() => expect(storyRouter.location().pathname).toBe(target));
  });

  it('sends a screen that needs an obra home when none is active', async () => {
    await renderStory(at('/configura/prueba/resumen'));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/'));
    expect(await screen.findByText('Tablero')).toBeInTheDocument();
  });

  it('shows that screen while an obra is active', async () => {
    await renderStory(at('/configura/prueba/resumen', { id: 1, nombre: 'Edificio Corporativo Reforma' }));
    expect(await screen.findByText('Resumen de la obra')).toBeInTheDocument();
  });
});
