import { composeStories } from '@storybook/react-vite';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { reiniciarLibro } from '../../../mocks/api/libro';
import { pagos } from '../../../mocks/fixtures/pagos';
import { useNodeFiles } from '../../../mocks/nodeFiles';
import { server } from '../../../mocks/server';
import { cargosCambiaron } from '../../../schemas/payables';
import { businessToday } from '../../../schemas/today';
import { savedFiles } from '../../test/files';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import { fechaCorta } from '../../shared/formato';
import * as autorizadasStories from '../cuentas-autorizadas/CargosAutorizados.stories';
import * as pendientesStories from '../cuentas-pendientes/CargosPendientes.stories';
import * as antiguedadStories from './AntiguedadSaldos.stories';
import * as historialStories from './HistorialPagos.stories';
import * as registroStories from './RegistroPago.stories';

const { Registro, CargoPagadoPorOtro, ObraTerminada } = composeStories(registroStories);
const { Lista, Detalle } = composeStories(historialStories);
const { Antiguedad } = composeStories(antiguedadStories);
const { Lista: Autorizadas } = composeStories(autorizadasStories);
const { Lista: Pendientes } = composeStories(pendientesStories);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeEach(reiniciarLibro);

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
    // The overdue payment date first; the gasto not authorized yet (5013) is not offered.
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent)
            .slice(0, 2),
        ),
    ).toEqual([[], ['Compra', '1'], ['Gasto', '8812'], ['$29,360.00']]);
    expect(within(table).queryByText('5013')).toBeNull();
    expect(rowOf(table, 'Total a pagar')).toHaveTextContent('$29,360.00');

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
    expect(await screen.findByText('Pago registrado por $29,360.00')).toBeInTheDocument();
    expect(enviados).toEqual([
      {
        proveedorId: 2,
        obraId: 1,
        fecha: businessToday(),
        formaPago: 'NotaCredito',
        descripcion: 'Pago de la semana 12',
        todos: true,
        total: 29360,
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
    expect(within(table).getByText('Compra')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText(cargosCambiaron(1_856_040n))).toBeInTheDocument();
    const left = screen.getByRole('table', { name: 'Cargos autorizados por pagar' });
    await waitFor(() => expect(within(left).queryByText('Compra')).toBeNull());
    expect(within(left).getByText('8812')).toBeInTheDocument();
    expect(rowOf(left, 'Total a pagar')).toHaveTextContent('$18,560.40');
    expect(enviados).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Registrar pago' })).toBeEnabled();
  });

  it('pages a proveedor with more than 100 charges and pays them all, on every page, in one payment', async () => {
    const { enviados, gets } = traffic();
    const cargo = (i: number) => ({
      id: 1000 + i,
      tipoDocumento: 'GASTO',
      folioDocumento: 9000 + i,
      referenciaDocumento: 9000 + i,
      fecha: '2026-03-02',
      proveedor: { id: 2, nombre: 'Cementos y Concretos de Sonora' },
      monto: 100,
      saldo: 100,
      promesaPago: '2026-03-02',
      fechaPago: '2026-03-20',
      autorizado: true,
      obra: { id: 1 },
    });
    server.use(
      http.get('/api/contabilidad/cargos/autorizados', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const content = Array.from({ length: page === 2 ? 50 : 100 }, (_, i) => cargo(page * 100 + i));
        return HttpResponse.json({ content, totalElements: 250, page, pageSize: 100 });
      }),
      http.get('/api/pago/porPagar', () => HttpResponse.json({ cargos: 250, total: 25000 })),
      http.post('/api/pago/pagos', () => HttpResponse.json({ id: 9, folio: 9, total: 25000 }, { status: 201 })),
    );
    const { user } = await renderStory(Registro);
    const table = await elegirProveedor(user, 'Cementos y Concretos de Sonora');
    expect(within(table).getByText('9000')).toBeInTheDocument();
    expect(rowOf(table, 'Total a pagar')).toHaveTextContent('$25,000.00');
    expect(
      screen.getByText('El pago cubre sus 250 cargos autorizados, de todas las paginas de la lista.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /siguiente/i }));
    await user.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(await screen.findByText('9249')).toBeInTheDocument();
    expect(gets.filter((get) => get.startsWith('/api/contabilidad/cargos/autorizados'))).toEqual(
      [0, 1, 2].map((page) => `/api/contabilidad/cargos/autorizados?obraId=1&proveedorId=2&page=${page}&pageSize=100`),
    );
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Pago registrado por $25,000.00')).toBeInTheDocument();
    expect(enviados).toEqual([
      { proveedorId: 2, obraId: 1, fecha: businessToday(), formaPago: 'Transferencia', todos: true, total: 25000 },
    ]);
  });

  it('offers no payment on a closed obra', async () => {
    await renderStory(ObraTerminada);
    expect(await screen.findByText('La obra esta terminada..')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).toBeNull();
  });
});

describe('Historial de Pagos', () => {
  beforeEach(useNodeFiles);

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

    const saved = savedFiles();
    await user.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Historial de Pagos.xlsx', url: `blob:${XLSX}` }]));
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
    const gasto = (await within(cargos).findByText('4995')).closest('tr')!;
    expect(within(gasto).getByText('Gasto')).toBeInTheDocument();
    expect(within(gasto).getByText('$30,000.00')).toBeInTheDocument();
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
    // Every bucket holds something, whatever the day: the fixtures' promises count from today.
    expect(cells('Cementos y Concretos de Sonora')).toEqual([
      '$0.00',
      '$12,000.00',
      '$18,560.40',
      '$0.00',
      '$10,799.60',
      '$41,360.00',
    ]);
    expect(cells('Aceros y Perfiles Pitic')).toEqual(['$0.00', '$0.00', '$0.00', '$0.00', '$47,290.95', '$47,290.95']);
    expect(cells('Total')).toEqual([
      '$24,360.50',
      '$12,000.00',
      '$18,560.40',
      '$9,280.00',
      '$58,090.55',
      '$122,291.45',
    ]);
    expect(within(table).queryByRole('rowheader', { name: 'Block y Tabique del Desierto' })).toBeNull();
    expect(gets).toContain('/api/contabilidad/antiguedad?obraId=1');

    await user.click(screen.getByRole('switch', { name: 'Todas las obras' }));
    await within(table).findByRole('rowheader', { name: 'Block y Tabique del Desierto' });
    expect(cells('Total')).toEqual([
      '$40,861.00',
      '$12,000.00',
      '$18,560.40',
      '$9,280.00',
      '$58,090.55',
      '$138,791.95',
    ]);
    expect(gets).toContain('/api/contabilidad/antiguedad');
  });
});

describe('One ledger for every cuentas por pagar screen', () => {
  it('a payment registered here takes its charges out of Cuentas por Pagar - Autorizadas and its plan', async () => {
    const { user } = await renderStory(Registro);
    await elegirProveedor(user, 'Cementos y Concretos de Sonora');
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Pago registrado por $29,360.00')).toBeInTheDocument();
    cleanup();

    await renderStory(Autorizadas);
    const table = await screen.findByRole('table', { name: 'Cuentas por Pagar - Autorizadas' });
    await within(table).findByText('Aceros y Perfiles Pitic');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByText('Cementos y Concretos de Sonora')).toBeNull();
    const plan = screen.getByRole('table', { name: 'Plan de pagos' });
    await waitFor(() => expect(within(plan).getAllByRole('rowheader')).toHaveLength(2));
    expect(within(plan).queryByText(/Cementos/)).toBeNull();
    expect(within(plan).getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('$23,385.60');
  });

  it('a charge authorized in Pendientes is offered here for payment', async () => {
    const { user } = await renderStory(Pendientes);
    const pendiente = (await screen.findByText('5013')).closest('tr')!;
    await user.click(within(pendiente).getByRole('button', { name: 'Autorizar' }));
    expect(await screen.findByText(/^Se autorizo el pago de Gasto #5013/)).toBeInTheDocument();
    cleanup();

    const registro = await renderStory(Registro);
    const table = await elegirProveedor(registro.user, 'Cementos y Concretos de Sonora');
    expect(within(table).getByText('5013')).toBeInTheDocument();
    expect(rowOf(table, 'Total a pagar')).toHaveTextContent('$41,360.00');
  });
});
