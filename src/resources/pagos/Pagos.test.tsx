import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reiniciarPagos } from '../../../mocks/api/pagos';
import { pagos } from '../../../mocks/fixtures/pagos';
import { server } from '../../../mocks/server';
import { businessToday } from '../../../schemas/today';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import { fechaCorta } from '../cobros/formato';
import * as antiguedadStories from './AntiguedadSaldos.stories';
import * as historialStories from './HistorialPagos.stories';
import * as registroStories from './RegistroPago.stories';

const { Registro, CargoPagadoPorOtro, ObraTerminada } = composeStories(registroStories);
const { Lista, Detalle } = composeStories(historialStories);
const { Antiguedad } = composeStories(antiguedadStories);

beforeEach(reiniciarPagos);

/** The bodies of the payments sent, and the path and query of every GET. */
function traffic() {
  const enviados: unknown[] = [];
  const gets: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') gets.push(`${url.pathname}${url.search}`);
    if (request.method === 'POST' && url.pathname === '/api/pago/pagos') enviados.push(await request.clone().json());
  });
  return { enviados, gets };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

const rowOf = (table: HTMLElement, header: string) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr')!;

async function elegirProveedor(user: Awaited<ReturnType<typeof renderStory>>['user'], nombre: string) {
  await user.type(await screen.findByRole('combobox', { name: /Proveedor/ }), nombre.split(' ')[0]);
  await user.click(await screen.findByRole('option', { name: nombre }));
  return screen.findByRole('table', { name: 'Cargos autorizados por pagar' });
}

describe('Registro de Pago', () => {
  it('pays every authorized charge of the proveedor with its saldo, once, and says how much; the list empties', async () => {
    const { enviados } = traffic();
    const { user } = await renderStory(Registro);
    const registrar = await screen.findByRole('button', { name: 'Registrar pago' });
    expect(registrar).toBeDisabled();
    const table = await elegirProveedor(user, 'Cementos y Concretos de Sonora');
    expect(headers(table)).toEqual(['Tipo', 'Folio', 'Fecha', 'Promesa de Pago', 'Fecha de Pago', 'Saldo']);
    // The gasto's promise came first; the compra not authorized yet (5013) is not offered.
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => within(row).queryAllByRole('cell')[1]?.textContent),
    ).toEqual([undefined, '8812', '5012', undefined]);
    expect(within(table).queryByText('5013')).toBeNull();
    expect(rowOf(table, 'Total a pagar')).toHaveTextContent('$64,960.40');

    const forma = screen.getByRole('combobox', { name: /Forma de Pago/ });
    expect(forma).toHaveTextContent('Transferencia');
    await user.click(forma);
    await user.click(await screen.findByRole('option', { name: 'Nota Credito' }));
    await user.type(screen.getByRole('textbox', { name: 'Descripcion' }), '  Pago de la semana 12 ');
    // While it is sent the button waits, and a second click sends nothing more.
    server.use(
      http.post('/api/pago/pagos', async () => {
        await delay(150);
      }),
    );
    await user.dblClick(registrar);
    await waitFor(() => expect(registrar).toBeDisabled());
    expect(await screen.findByText('Pago registrado por $64,960.40')).toBeInTheDocument();
    expect(enviados).toEqual([
      {
        proveedorId: 2,
        obraId: 1,
        fecha: businessToday(),
        formaPago: 'NotaCredito',
        descripcion: 'Pago de la semana 12',
        pagos: [
          { referenciaCargo: 2, monto: 18560.4 },
          { referenciaCargo: 1, monto: 46400 },
        ],
      },
    ]);
    expect(
      await screen.findByText('El proveedor no tiene cargos autorizados por pagar en esta obra.'),
    ).toBeInTheDocument();
    expect(registrar).toBeDisabled();
  });

  it("shows the server's refusal when a charge was paid meanwhile, and lists what is left", async () => {
    const { enviados } = traffic();
    const { user } = await renderStory(CargoPagadoPorOtro);
    const table = await elegirProveedor(user, 'Cementos y Concretos de Sonora');
    expect(within(table).getByText('5012')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('El cargo del folio 5012 ya esta pagado..')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('5012')).toBeNull());
    const left = screen.getByRole('table', { name: 'Cargos autorizados por pagar' });
    expect(within(left).getByText('8812')).toBeInTheDocument();
    expect(rowOf(left, 'Total a pagar')).toHaveTextContent('$18,560.40');
    expect(enviados).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Registrar pago' })).toBeEnabled();
  });

  it('offers no payment on a closed obra', async () => {
    await renderStory(ObraTerminada);
    expect(await screen.findByText('La obra esta terminada..')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).toBeNull();
  });
});

describe('Historial de Pagos', () => {
  afterEach(() => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('lists the pagos recent first, searches them and exports the search as Historial de Pagos.xlsx', async () => {
    const { gets } = traffic();
    const { user } = await renderStory(Lista);
    const table = (await screen.findByText('$30,000.00')).closest('table')!;
    expect(headers(table)).toEqual(['Folio', 'Fecha', 'Proveedor', 'Forma de Pago', 'Importe']);
    const folios = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(folios).toEqual(['3', '2', '1']);
    expect(within(within(table).getByText('3').closest('tr')!).getByText('Nota Credito')).toBeInTheDocument();
    expect(gets).toContain('/api/pago/historial?obraId=1&page=0&pageSize=10');

    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'cementos');
    await waitFor(() => expect(within(table).queryByText('Aceros y Perfiles Pitic')).toBeNull());
    expect(within(table).getByText('Cementos y Concretos de Sonora')).toBeInTheDocument();
    expect(gets.some((get) => get.startsWith('/api/pago/historial?') && get.includes('toSearch=cementos'))).toBe(true);

    const saved: { name: string; url: string }[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:historial', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, url: this.href });
    });
    await user.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Historial de Pagos.xlsx', url: 'blob:historial' }]));
    expect(gets).toContain('/api/pago/historial/excel?obraId=1&toSearch=cementos');
  });

  it('opens a pago from its folio: what it paid, charge by charge', async () => {
    const { user } = await renderStory(Lista);
    await user.click(await screen.findByRole('link', { name: '2' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/cuentas-por-pagar/historial/2/editar'));
    expect(await screen.findByRole('heading', { name: 'Pago #2' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Proveedor' })).toHaveValue('Cementos y Concretos de Sonora');
    expect(screen.getByRole('textbox', { name: 'Forma de Pago' })).toHaveValue('Cheque');
    const cargos = screen.getByRole('table', { name: 'Cargos pagados' });
    expect(headers(cargos)).toEqual(['Tipo', 'Folio', 'Fecha', 'Monto']);
    // The list's row shows at once; the charges come with the pago's own read.
    const compra = (await within(cargos).findByText('4995')).closest('tr')!;
    expect(within(compra).getByText('Compra')).toBeInTheDocument();
    expect(within(compra).getByText('$30,000.00')).toBeInTheDocument();
  });

  it('shows a pago by its URL, dates as DD/MM/YYYY and the importe as money', async () => {
    await renderStory(Detalle);
    expect(await screen.findByRole('heading', { name: 'Pago #2' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Importe' })).toHaveValue('30,000.00');
    expect(screen.getByRole('textbox', { name: 'Fecha' })).toHaveValue(fechaCorta(pagos[1].fecha));
    expect(screen.getByRole('link', { name: 'Regresar al historial' })).toHaveAttribute(
      'href',
      '/cuentas-por-pagar/historial',
    );
  });
});

describe('Antigüedad de Saldos', () => {
  it("shows each proveedor's saldos by days overdue with the totals; 'Todas las obras' adds the other obras", async () => {
    const { gets } = traffic();
    const { user } = await renderStory(Antiguedad);
    const table = await screen.findByRole('table', { name: 'Antigüedad de Saldos' });
    expect(headers(table)).toEqual(['Proveedor', 'Al corriente', '1–30', '31–60', '61–90', 'Más de 90', 'Total']);
    await within(table).findByRole('rowheader', { name: 'Cementos y Concretos de Sonora' });
    const cells = (header: string) =>
      within(rowOf(table, header))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Cementos y Concretos de Sonora')).toEqual([
      '$12,000.00',
      '$46,400.00',
      '$18,560.40',
      '$0.00',
      '$0.00',
      '$76,960.40',
    ]);
    expect(cells('Aceros y Perfiles Pitic')).toEqual(['$0.00', '$0.00', '$0.00', '$23,200.00', '$0.00', '$23,200.00']);
    expect(cells('Total')).toEqual([
      '$12,000.00',
      '$46,400.00',
      '$18,560.40',
      '$23,200.00',
      '$5,800.00',
      '$105,960.40',
    ]);
    expect(within(table).queryByRole('rowheader', { name: 'Block y Tabique del Desierto' })).toBeNull();
    expect(gets).toContain('/api/contabilidad/antiguedad?obraId=1');

    await user.click(screen.getByRole('switch', { name: 'Todas las obras' }));
    await within(table).findByRole('rowheader', { name: 'Block y Tabique del Desierto' });
    expect(cells('Total')).toEqual([
      '$27,000.50',
      '$47,900.00',
      '$18,560.40',
      '$23,200.00',
      '$5,800.00',
      '$122,460.90',
    ]);
    expect(gets).toContain('/api/contabilidad/antiguedad');
  });
});
