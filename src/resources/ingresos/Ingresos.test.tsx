import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import { stubScreenWidth } from '../../test/viewport';
import * as stories from './Ingresos.stories';

const { Lista } = composeStories(stories);

function posts() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST') bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('Ingresos', () => {
  it('lists the facturas with a saldo and records a payment per chosen factura in one POST', async () => {
    const bodies = posts();
    const { user } = await renderStory(Lista);
    const table = (await screen.findByText('1045')).closest('table')!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Elegir', 'Folio', 'Fecha', 'Cliente', 'Total', 'Saldo']);
    expect(within(table).queryByText('1047')).toBeNull();
    const registrar = screen.getByRole('button', { name: 'Registrar ingreso' });
    expect(registrar).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar factura A-1046' }));
    await user.click(registrar);
    const dialog = await screen.findByRole('dialog', { name: 'Registrar ingreso' });
    expect(within(dialog).getByText('Factura A-1046 · Saldo $42,800.50')).toBeInTheDocument();
    const monto = within(dialog).getByRole('textbox', { name: /Monto/ });
    await user.clear(monto);
    await user.type(monto, '800.5');
    await user.type(within(dialog).getByRole('textbox', { name: /Referencia/ }), 'SPEI 7');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Ingreso registrado por $800.50', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(bodies).toEqual([
      [
        {
          factura: { id: 2 },
          fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          monto: 800.5,
          formaPago: 'Transferencia',
          referencia: 'SPEI 7',
        },
      ],
    ]);
    // The saldo column refreshes from the server.
    await waitFor(() => expect(screen.getByText('$42,000.00')).toBeInTheDocument());
  });

  it('refuses a monto above the saldo in the browser, sending nothing', async () => {
    const bodies = posts();
    const { user } = await renderStory(Lista);
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar factura A-1046' }));
    await user.click(screen.getByRole('button', { name: 'Registrar ingreso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar ingreso' });
    const monto = within(dialog).getByRole('textbox', { name: /Monto/ });
    await user.clear(monto);
    await user.type(monto, '50000');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('El monto excede el saldo de la factura..')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

describe('Ingresos on a phone', () => {
  beforeEach(() => stubScreenWidth(390));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each factura as a card with its Total and Saldo in view, chosen by its checkbox', async () => {
    const { user } = await renderStory(Lista);
    const cards = await screen.findByRole('list', { name: 'Ingresos' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = await within(cards).findByRole('listitem', { name: 'Factura A-1046' });
    // The Total: an earlier test of this file registers an ingreso against this factura's saldo.
    for (const text of ['Total', 'Saldo', '$92,800.50']) expect(within(card).getByText(text)).toBeInTheDocument();
    await user.click(within(card).getByRole('checkbox', { name: 'Seleccionar factura A-1046' }));
    expect(screen.getByRole('button', { name: 'Registrar ingreso' })).toBeEnabled();
  });
});
