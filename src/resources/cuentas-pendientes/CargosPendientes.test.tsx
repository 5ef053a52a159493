import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reiniciarLibro } from '../../../mocks/api/libro';
import { cargos } from '../../../mocks/fixtures/cargos';
import { enDias } from '../../../mocks/fixtures/dias';
import { useNodeFiles } from '../../../mocks/nodeFiles';
import { server } from '../../../mocks/server';
import { fechaPagoPasada } from '../../../schemas/payables';
import { newWindow } from '../../test/files';
import { renderStory } from '../../test/renderStory';
import { stubScreenWidth } from '../../test/viewport';
import * as stories from './CargosPendientes.stories';

const { Lista, SinDatos, ObraTerminada, Telefono } = composeStories(stories);

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** Every request to /api/contabilidad, as `METHOD path?query`. */
function traffic() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/contabilidad')) seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}

const rowOf = (folio: string) => screen.getByRole('row', { name: new RegExp(`^(Compra|Gasto) ${folio} `) });

// The ledger as the fixtures have it: authorizing changes it.
beforeEach(reiniciarLibro);

describe('Cuentas por pagar pendientes', () => {
  it("names the page in the top bar, as react-admin's own pages do", async () => {
    // The shell's title slot (TitlePortal), which a page fills with <Title>.
    const slot = document.body.appendChild(document.createElement('span'));
    slot.id = 'react-admin-title';
    try {
      await renderStory(Lista);
      await waitFor(() => expect(slot).toHaveTextContent('Cuentas por Pagar - No Autorizadas'));
    } finally {
      slot.remove();
    }
  });

  it("lists the active obra's unauthorized charges, 100 at a time, with their amounts and dates", async () => {
    const seen = traffic();
    await renderStory(Lista);
    expect(await screen.findByRole('heading', { name: 'Cuentas por Pagar - No Autorizadas' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Cuentas por Pagar - No Autorizadas' });
    await within(table).findByText('2310');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tipo', 'Folio', 'Fecha', 'Proveedor', 'Monto', 'Saldo', 'Promesa de Pago', 'Acciones']);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const compra = rowOf('5');
    for (const text of ['Compra', '20/02/2026', 'Aceros y Perfiles Pitic', '$23,905.35'])
      expect(within(compra).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(rowOf('2310')).getByText(ddmmyyyy(enDias(-75)))).toBeInTheDocument();
    expect(within(rowOf('2310')).getByText('Gasto')).toBeInTheDocument();
    // The picker starts at the charge's promesa de pago, or today once that is past (this one's is).
    const promesa = cargos.find((c) => c.tipoDocumento === 'COMPRA' && c.folioDocumento === 5)!.promesaPago;
    expect(promesa < enDias(0)).toBe(true);
    expect(within(compra).getByRole('textbox', { name: 'Fecha de Pago' })).toHaveValue(ddmmyyyy(enDias(0)));
    expect(within(compra).getByRole('button', { name: 'Ver comprobante' })).toBeInTheDocument();
    expect(seen).toEqual(['GET /api/contabilidad/cargos/nopagados?obraId=1&authorized=false&page=0&pageSize=100']);
  });

  it('authorizes a charge for the picked date: the row leaves the list with a notice', async () => {
    const seen = traffic();
    const { user } = await renderStory(Lista);
    await screen.findByText('2310');
    const fecha = within(rowOf('2310')).getByRole('textbox', { name: 'Fecha de Pago' });
    const picked = enDias(7);
    // Typed as a person does, from the day's section: DDMMYYYY.
    await user.click(fecha);
    await user.keyboard(`{Home}${ddmmyyyy(picked).replaceAll('/', '')}`);
    expect(fecha).toHaveValue(ddmmyyyy(picked));
    await user.click(within(rowOf('2310')).getByRole('button', { name: 'Autorizar' }));
    expect(
      await screen.findByText(`Se autorizo el pago de Gasto #2310 para el ${ddmmyyyy(picked)}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('2310')).toBeNull());
    expect(screen.getByText('640')).toBeInTheDocument();
    expect(seen).toContain(`PUT /api/contabilidad/cargos/5/calendarizarPago?fechaPago=${picked}`);
  });

  it('asks before authorizing a date already past: Cancelar sends nothing, confirming sends confirmar', async () => {
    const seen = traffic();
    const { user } = await renderStory(Lista);
    await screen.findByText('2310');
    const pasada = enDias(-3);
    const fecha = within(rowOf('2310')).getByRole('textbox', { name: 'Fecha de Pago' });
    await user.click(fecha);
    await user.keyboard(`{Home}${ddmmyyyy(pasada).replaceAll('/', '')}`);
    await user.click(within(rowOf('2310')).getByRole('button', { name: 'Autorizar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(fechaPagoPasada(pasada))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.filter((request) => request.startsWith('PUT'))).toEqual([]);
    await user.click(within(rowOf('2310')).getByRole('button', { name: 'Autorizar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Autorizar' }));
    expect(
      await screen.findByText(`Se autorizo el pago de Gasto #2310 para el ${ddmmyyyy(pasada)}`),
    ).toBeInTheDocument();
    expect(seen).toContain(`PUT /api/contabilidad/cargos/5/calendarizarPago?fechaPago=${pasada}&confirmar=true`);
  });

  it("shows the server's message when it refuses", async () => {
    const { user } = await renderStory(ObraTerminada);
    await screen.findByText('2310');
    const fecha = within(rowOf('2310')).getByRole('textbox', { name: 'Fecha de Pago' });
    await user.click(fecha);
    await user.keyboard(`{Home}${ddmmyyyy(enDias(1)).replaceAll('/', '')}`);
    await user.click(within(rowOf('2310')).getByRole('button', { name: 'Autorizar' }));
    expect(await screen.findByText('La obra esta terminada..')).toBeInTheDocument();
    expect(screen.getByText('2310')).toBeInTheDocument();
  });

  it("says 'No hay datos..' when nothing waits for authorization", async () => {
    await renderStory(SinDatos);
    expect(await screen.findByText('No hay datos..')).toBeInTheDocument();
  });

  it('reads the list again when the window regains focus', async () => {
    const seen = traffic();
    await renderStory(Lista);
    await screen.findByText('2310');
    try {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await waitFor(() => expect(seen.filter((call) => call.includes('nopagados'))).toHaveLength(2));
    } finally {
      focusManager.setFocused(undefined);
    }
  });

  it("shows the comprobante of the charge's document", async () => {
    const comprobantes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('comprobante') || request.url.includes('/api/documento/')) {
        comprobantes.push(new URL(request.url).pathname);
      }
    });
    const { user } = await renderStory(Lista);
    await screen.findByText('2310');
    await user.click(within(rowOf('2310')).getByRole('button', { name: 'Ver comprobante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ver comprobante' });
    expect(await within(dialog).findByTitle('Ver comprobante')).toBeInTheDocument();
    expect(comprobantes).toEqual(['/api/gasto/5/comprobanteUrl', '/api/documento/50']);
  });
});

describe('Cuentas por pagar pendientes, Imprimir', () => {
  beforeEach(useNodeFiles);

  it("prints the list: the server's PDF of the obra's pending charges, in a new window", async () => {
    const seen = traffic();
    const { opened, open } = newWindow();
    const { user } = await renderStory(Lista);
    await screen.findByText('2310');
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(opened.location.href).toBe('blob:application/pdf'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(seen).toContain('GET /api/contabilidad/cargos/reporte?obraId=1&authorized=false');
  });

  it("says 'Error al descargar documento..' and closes the window when the PDF fails", async () => {
    server.use(
      http.get('/api/contabilidad/cargos/reporte', () =>
        HttpResponse.json({ message: 'Error', errors: [] }, { status: 500 }),
      ),
    );
    const { opened } = newWindow();
    const { user } = await renderStory(Lista);
    await screen.findByText('2310');
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(await screen.findByText('Error al descargar documento..')).toBeInTheDocument();
    expect(opened.close).toHaveBeenCalled();
  });
});

describe('Cuentas por pagar pendientes on a phone', () => {
  beforeEach(() => stubScreenWidth(390));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card per charge with its amounts, date and actions', async () => {
    await renderStory(Telefono);
    const list = await screen.findByRole('list', { name: 'Cuentas por Pagar - No Autorizadas' });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(4);
    const card = within(within(list).getByRole('listitem', { name: 'Gasto #640' }));
    expect(card.getByText('Renta de Maquinaria Pesada del Norte')).toBeInTheDocument();
    expect(card.getAllByText('$24,360.50')).toHaveLength(2);
    expect(card.getByRole('textbox', { name: 'Fecha de Pago' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Autorizar' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
