import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { COMPROBANTE, notas } from '../../../mocks/fixtures/compras';
import { notaMock } from '../../../mocks/api/compras';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import * as stories from './NotasCredito.stories';

const { Lista, Edicion, Aplicada } = composeStories(stories);

/** Nota 2 once its comprobante is attached (the mock keeps no writes). */
function conComprobante() {
  const nota = { ...notas[1], comprobante: COMPROBANTE };
  server.use(
    http.get('/api/notaCredito/2', () => notaMock.read(nota)),
    http.patch('/api/notaCredito/aplicar', () => notaMock.act(nota, 'aplicar')),
  );
}

function requests() {
  const seen: { path: string; body?: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = `${request.method} ${new URL(request.url).pathname}`;
    seen.push({ path, body: request.method === 'GET' ? undefined : await request.clone().json() });
  });
  return seen;
}

describe('Notas de credito list', () => {
  it("shows the active obra's notas with their compra's folio, and offers no Nuevo", async () => {
    await renderStory(Lista);
    expect(await screen.findByText('NC-322')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Folio',
      'Fecha',
      'Folio Proveedor',
      'Folio Compra',
      'Proveedor',
      'Status',
      'Total',
    ]);
    const first = within(screen.getAllByRole('row')[1]);
    for (const text of ['21/02/2026', 'Aceros y Perfiles Pitic', 'Creado', '$1,948.80'])
      expect(first.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuevo' })).toBeNull();
  });
});

describe('Nota de credito editor', () => {
  it('saves a pending nota with PATCH and its toast; Aplicar waits for a comprobante', async () => {
    const seen = requests();
    const { user } = await renderStory(Edicion);
    expect(await screen.findByRole('button', { name: 'Subir comprobante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    expect(await screen.findByDisplayValue('21/02/2026')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Observaciones'), 'Material devuelto');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se a guardado la nota de credito..')).toBeInTheDocument();
    expect(seen).toContainEqual({
      path: 'PATCH /api/notaCredito',
      body: expect.objectContaining({ id: 2, observaciones: 'Material devuelto' }),
    });
  });

  it('applies a nota with its comprobante after confirmation', async () => {
    conComprobante();
    const seen = requests();
    const { user } = await renderStory(Edicion);
    await user.click(await screen.findByRole('button', { name: 'Aplicar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Se aplico la nota de credito: #2')).toBeInTheDocument();
    expect(seen).toContainEqual({ path: 'PATCH /api/notaCredito/aplicar', body: { id: 2 } });
  });

  it("says 'Error al aplicar la nota de credito..' when applying fails", async () => {
    conComprobante();
    server.use(
      http.patch('/api/notaCredito/aplicar', () =>
        HttpResponse.json({ message: 'El total de la nota excede el saldo de la compra: $0.00..' }, { status: 409 }),
      ),
    );
    const { user } = await renderStory(Edicion);
    await user.click(await screen.findByRole('button', { name: 'Aplicar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Error al aplicar la nota de credito..')).toBeInTheDocument();
  });

  it('shows an applied nota read-only with Imprimir and Ver comprobante', async () => {
    await renderStory(Aplicada);
    expect(await screen.findByText('La nota de credito ya esta aplicada..')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver comprobante' })).toBeInTheDocument();
    for (const name of ['Guardar', 'Aplicar', 'Subir comprobante'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Cantidad, renglón 1')).toBeDisabled());
  });
});
