import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reiniciarLibro } from '../../../mocks/api/libro';
import { enDias } from '../../../mocks/fixtures/dias';
import { useNodeFiles } from '../../../mocks/nodeFiles';
import { server } from '../../../mocks/server';
import { newWindow, savedFiles } from '../../test/files';
import { renderStory } from '../../test/renderStory';
import { stubScreenWidth } from '../../test/viewport';
import * as stories from './CargosAutorizados.stories';

const { Lista, SinDatos, Telefono } = composeStories(stories);

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const plan = () => screen.getByRole('table', { name: 'Plan de pagos' });
const dayOf = (iso: string) => within(plan()).getByRole('row', { name: new RegExp(`^${ddmmyyyy(iso)}`) });

// The ledger as the fixtures have it: unauthorizing changes it.
beforeEach(reiniciarLibro);

/** The paths and queries of the GETs to /api/contabilidad. */
function gets() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.startsWith('/api/contabilidad'))
      seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

describe('Cuentas por pagar autorizadas', () => {
  it('shows the cash plan per day and proveedor with its totals, the overdue day marked', async () => {
    await renderStory(Lista);
    await within(await screen.findByRole('table', { name: 'Plan de pagos' })).findByText('$52,745.60');
    const vencido = dayOf(enDias(-4));
    expect(within(vencido).getByText('Vencida')).toBeInTheDocument();
    expect(vencido).toHaveTextContent('Cementos y Concretos de Sonora (1 cargo)$10,799.60');
    const proximo = dayOf(enDias(3));
    expect(within(proximo).queryByText('Vencida')).toBeNull();
    expect(
      within(proximo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Aceros y Perfiles Pitic (1 cargo)$23,385.60', 'Cementos y Concretos de Sonora (1 cargo)$18,560.40']);
    expect(within(proximo).getByText('$41,946.00')).toBeInTheDocument();
  });

  it('lists the authorized charges with their payment date', async () => {
    await renderStory(Lista);
    const table = await screen.findByRole('table', { name: 'Cuentas por Pagar - Autorizadas' });
    await within(table).findByText('8812');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Tipo',
      'Folio',
      'Fecha',
      'Proveedor',
      'Monto',
      'Saldo',
      'Promesa de Pago',
      'Fecha de Pago',
      'Acciones',
    ]);
    // By payment date: the overdue compra first.
    const [, primera] = within(table).getAllByRole('row');
    expect(primera).toHaveTextContent(`Compra103/02/2026Cementos y Concretos de Sonora$11,368.00$10,799.60`);
    expect(within(primera).getByText(ddmmyyyy(enDias(-4)))).toBeInTheDocument();
    expect(within(primera).getByText('Vencida')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('unauthorizes a charge after confirming: it leaves the list and the plan', async () => {
    const { user } = await renderStory(Lista);
    const table = await screen.findByRole('table', { name: 'Cuentas por Pagar - Autorizadas' });
    const row = (await within(table).findByText('Aceros y Perfiles Pitic')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Desautorizar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Esta seguro que desea desautorizar el pago de Compra #4?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Se desautorizo el pago de Compra #4')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Aceros y Perfiles Pitic')).toBeNull());
    await waitFor(() => expect(within(plan()).getByText('$29,360.00')).toBeInTheDocument());
    expect(within(dayOf(enDias(3))).getAllByRole('listitem')).toHaveLength(1);
  });

  it("says 'No hay datos..' for an empty plan and list", async () => {
    await renderStory(SinDatos);
    await waitFor(() => expect(screen.getAllByText('No hay datos..')).toHaveLength(2));
  });
});

describe('Cuentas por pagar autorizadas, prints', () => {
  beforeEach(useNodeFiles);

  it("prints the list: the server's PDF of the obra's authorized charges, in a new window", async () => {
    const seen = gets();
    const { opened } = newWindow();
    const { user } = await renderStory(Lista);
    await screen.findByRole('table', { name: 'Cuentas por Pagar - Autorizadas' });
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(opened.location.href).toBe('blob:application/pdf'));
    expect(seen).toContain('/api/contabilidad/cargos/reporte?obraId=1&authorized=true');
  });

  it("opens a day's Relacion de pagos and saves its bank layout under the day's name", async () => {
    const seen = gets();
    const { opened } = newWindow();
    const saved = savedFiles();
    const { user } = await renderStory(Lista);
    const dia = enDias(3);
    await within(await screen.findByRole('table', { name: 'Plan de pagos' })).findByText('$41,946.00');
    const row = dayOf(dia);
    await user.click(within(row).getByRole('button', { name: `Relacion de pagos del ${ddmmyyyy(dia)}` }));
    await waitFor(() => expect(opened.location.href).toBe('blob:application/pdf'));
    expect(seen).toContain(`/api/contabilidad/relacion?obraId=1&fechaPago=${dia}`);

    await user.click(within(row).getByRole('button', { name: `Layout bancario del ${ddmmyyyy(dia)}` }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: `Layout bancario ${dia}.csv`, url: expect.stringMatching(/^blob:text\/csv/) }]),
    );
    expect(seen).toContain(`/api/contabilidad/layout?obraId=1&fechaPago=${dia}`);
  });

  it("says 'Error al descargar documento..' when the layout cannot be had", async () => {
    server.use(
      http.get('/api/contabilidad/layout', () => HttpResponse.json({ message: 'Error', errors: [] }, { status: 500 })),
    );
    const saved = savedFiles();
    const { user } = await renderStory(Lista);
    const dia = enDias(-4);
    await within(await screen.findByRole('table', { name: 'Plan de pagos' })).findByText('$52,745.60');
    await user.click(within(dayOf(dia)).getByRole('button', { name: `Layout bancario del ${ddmmyyyy(dia)}` }));
    expect(await screen.findByText('Error al descargar documento..')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('Cuentas por pagar autorizadas on a phone', () => {
  beforeEach(() => stubScreenWidth(390));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the plan as a block per day, and a card per charge with its payment date and Desautorizar', async () => {
    await renderStory(Telefono);
    const dias = await screen.findByRole('list', { name: 'Plan de pagos' });
    await waitFor(() => expect(dias.children).toHaveLength(2));
    expect(dias.children[0]).toHaveTextContent(
      `${ddmmyyyy(enDias(-4))}Vencida$10,799.60Cementos y Concretos de Sonora (1 cargo)$10,799.60`,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const list = await screen.findByRole('list', { name: 'Cuentas por Pagar - Autorizadas' });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(3);
    expect(
      within(dias.children[0] as HTMLElement).getByRole('button', {
        name: `Relacion de pagos del ${ddmmyyyy(enDias(-4))}`,
      }),
    ).toBeInTheDocument();
    const card = within(within(list).getByRole('listitem', { name: 'Compra #1' }));
    expect(card.getByText('Vencida')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Desautorizar' })).toBeInTheDocument();
  });
});
