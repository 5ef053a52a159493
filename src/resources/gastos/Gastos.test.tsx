import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pdfFile, useNodeFiles, xmlFile } from '../../../mocks/nodeFiles';
import { gastos } from '../../../mocks/fixtures/gastos';
import { server } from '../../../mocks/server';
import { multipartUploads } from '../../test/uploads';
import { businessToday } from '../../../schemas/today';
import { fechaCorta } from '../../shared/formato';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './Gastos.stories';

const { Lista, Alta, SinComprobante, PorAplicar, Aplicado, ObraTerminada, AltaDesdeCfdi } = composeStories(stories);

/** The requests made, as `METHOD /path?query`. */
function traffic() {
  const paths: string[] = [];
  const bodies: { path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    paths.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.headers.get('content-type')?.includes('json'))
      bodies.push({ path: `${request.method} ${url.pathname}`, body: await request.clone().json() });
  });
  return { paths, bodies };
}

describe('Gasto list', () => {
  it("shows the active obra's gastos with status, total and saldo as money", async () => {
    const { paths } = traffic();
    await renderStory(Lista);
    // Total and saldo of the applied one.
    expect(await screen.findAllByText('$18,560.40')).toHaveLength(2);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Folio',
      'Fecha',
      'Proveedor',
      'Forma de Pago',
      'Status',
      'Total',
      'Saldo',
    ]);
    const row = screen.getByRole('row', { name: /1021/ });
    expect(within(row).getByText('$860.00')).toBeInTheDocument();
    expect(within(row).getByText('Efectivo')).toBeInTheDocument();
    expect(paths.some((p) => p.startsWith('GET /api/gasto?') && p.includes('obraId=1'))).toBe(true);
  });
});

describe('Gasto create', () => {
  it('asks for the required fields in the browser, then saves with its toast', async () => {
    const { bodies } = traffic();
    const { user } = await renderStory(Alta);
    // As a user does: Guardar once the form shows its starting fecha (today).
    expect(await screen.findByDisplayValue(fechaCorta(businessToday()))).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText('Campo Obligatorio')).length).toBeGreaterThanOrEqual(3);
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText(/Folio/), '3301');
    await user.click(screen.getByLabelText(/Forma de Pago/));
    await user.click(await screen.findByRole('option', { name: 'Efectivo' }));
    await user.type(screen.getByLabelText(/Total/), '1234.56');
    await user.type(screen.getByLabelText(/Proveedor/), 'Cementos');
    await user.click(await screen.findByRole('option', { name: /Cementos y Concretos/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Gasto creado con folio #3301')).toBeInTheDocument();
    expect(bodies).toContainEqual({
      path: 'POST /api/gasto',
      body: expect.objectContaining({ folio: 3301, formaPago: 'Efectivo', total: 1234.56, obra: { id: 1 } }),
    });
  });
});

describe('Gasto editor', () => {
  beforeEach(useNodeFiles);

  it('without a comprobante: editable, the upload takes a PDF only, Aplicar waits for it', async () => {
    const { user } = await renderStory(SinComprobante);
    expect(await screen.findByDisplayValue('1021')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Subir comprobante' }));
    const dialog = screen.getByRole('dialog', { name: 'Subir comprobante' });
    const input = within(dialog).getByLabelText('Elegir archivo');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    await user.upload(input, pdfFile('ticket.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Comprobante adjuntado.')).toBeInTheDocument();
  });

  it('with its PDF: read-only, and Aplicar after confirming says se aplico el gasto', async () => {
    const { paths } = traffic();
    const { user } = await renderStory(PorAplicar);
    expect(await screen.findByRole('button', { name: 'Ver comprobante' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Folio/)).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('se aplico el gasto: #455')).toBeInTheDocument();
    expect(paths).toContain('PATCH /api/gasto/2/aplicar');
  });

  it('applied: its saldo, no Aplicar and no upload', async () => {
    await renderStory(Aplicado);
    expect(await screen.findAllByDisplayValue(/18,560\.40/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Aplicar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subir comprobante' })).toBeNull();
  });

  it("shows a closed obra's gasto with the notice and no writes", async () => {
    await renderStory(ObraTerminada);
    expect(await screen.findByText('La obra esta terminada..')).toBeInTheDocument();
    for (const name of ['Guardar', 'Subir comprobante', 'Aplicar'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

type User = Awaited<ReturnType<typeof renderStory>>['user'];

async function cargarCfdi(user: User, nombre: string) {
  await user.upload(await screen.findByLabelText('Cargar CFDI'), xmlFile(nombre));
}

async function guardarEnTransferencia(user: User) {
  await user.click(screen.getByLabelText(/Forma de Pago/));
  await user.click(await screen.findByRole('option', { name: 'Transferencia' }));
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
}

describe('Gasto from its CFDI', () => {
  beforeEach(useNodeFiles);

  it('fills fecha, total, folio, proveedor and descripcion, and attaches the XML once saved', async () => {
    const { bodies } = traffic();
    const sent = multipartUploads();
    const { user } = await renderStory(AltaDesdeCfdi);
    await cargarCfdi(user, 'F7788.xml');
    expect(await screen.findByDisplayValue('7788')).toBeInTheDocument();
    expect(screen.getByDisplayValue('05/03/2026')).toBeInTheDocument();
    expect(screen.getByDisplayValue('1,856.00')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Renta de revolvedora; Flete a obra')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Cementos y Concretos de Sonora')).toBeInTheDocument();
    expect(
      screen.getByText('Al guardar se adjuntara el CFDI 3E0B7A21-4C5D-4E6F-8A9B-0C1D2E3F4A5B'),
    ).toBeInTheDocument();

    await guardarEnTransferencia(user);
    expect(await screen.findByText('Gasto creado con folio #7788')).toBeInTheDocument();
    expect(bodies).toContainEqual({
      path: 'POST /api/gasto',
      body: expect.objectContaining({
        fecha: '2026-03-05',
        folio: 7788,
        total: 1856,
        // A picked catalog's choice keeps its name (the engine's reference widget).
        proveedor: { id: 2, nombre: 'Cementos y Concretos de Sonora' },
        descripcion: 'Renta de revolvedora; Flete a obra',
      }),
    });
    // The id the create mock gives the new gasto.
    const id = Math.max(...gastos.map((g) => g.id ?? 0)) + 1;
    await waitFor(() =>
      expect(sent).toContainEqual({ path: `PATCH /api/gasto/${id}/comprobante`, parts: { xml: 'F7788.xml' } }),
    );
    await user.click(document.body);
    expect(await screen.findByText('Comprobante adjuntado.')).toBeInTheDocument();
  });

  it('a proveedor the catalog lacks: says so, fills no folio that is not all digits, and offers its alta', async () => {
    const { user } = await renderStory(AltaDesdeCfdi);
    await cargarCfdi(user, 'A-B889-desconocido.xml');
    expect(
      await screen.findByText('El proveedor con RFC FLE100312QW8 (FERRETERIA EL LEON) no esta en el catalogo'),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('522.00')).toBeInTheDocument();
    expect(screen.getByLabelText(/Folio/)).toHaveDisplayValue('');
    // Leaving the filled gasto for the alta asks first (warnWhenUnsavedChanges).
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Dar de alta proveedor' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/proveedores/nuevo'));
    expect(confirm).toHaveBeenCalled();
    confirm.mockRestore();
    expect(storyRouter.location().state).toEqual({ record: { rfc: 'FLE100312QW8', nombre: 'FERRETERIA EL LEON' } });
  });

  it('warns at once of a CFDI on record, and says why its XML was refused once the gasto is saved', async () => {
    const { user } = await renderStory(AltaDesdeCfdi);
    await cargarCfdi(user, 'registrado.xml');
    expect(
      await screen.findByText('El CFDI 3E0B7A21-4C5D-4E6F-8A9B-0C1D2E3F4A5B ya esta registrado en Gasto #8812'),
    ).toBeInTheDocument();
    // The mock refuses the attach of a file named 'duplicado' as the server refuses a UUID on record.
    await cargarCfdi(user, 'duplicado.xml');
    await guardarEnTransferencia(user);
    expect(await screen.findByText('Gasto creado con folio #7788')).toBeInTheDocument();
    await user.click(document.body);
    expect(
      await screen.findByText(
        'El documento se guardo, pero su CFDI no se adjunto: El CFDI 3E0B7A21-4C5D-4E6F-8A9B-0C1D2E3F4A5B ya esta registrado en Compra #12',
      ),
    ).toBeInTheDocument();
  });

  it('refuses an egreso CFDI and fills nothing', async () => {
    const { user } = await renderStory(AltaDesdeCfdi);
    await cargarCfdi(user, 'NC345-nota.xml');
    expect(await screen.findByText('El CFDI no es de ingreso (factura)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Folio/)).toHaveDisplayValue('');
    expect(screen.queryByText(/Al guardar se adjuntara/)).toBeNull();
  });
});
