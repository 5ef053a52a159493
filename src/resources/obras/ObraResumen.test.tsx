import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { hexToRgb } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compras } from '../../../mocks/fixtures/compras';
import { nominas } from '../../../mocks/fixtures/nominas';
import { cifras, obras } from '../../../mocks/fixtures/obras';
import { ordenes } from '../../../mocks/fixtures/ordenes';
import { formatCents, shareOf, toCents } from '../../../schemas/money';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import { theme } from '../../theme';
import { stubScreenWidth } from '../../test/viewport';
import { resumenAnswer } from '../../../mocks/api/obras';
import * as costoStories from './CostoPorPartida.stories';
import * as dialogStories from './BudgetLineDocuments.stories';
import * as stories from './ObraResumen.stories';

const { Resumen, ComprometidoExcedido, SinMovimientos, DocumentosSinPermiso } = composeStories(stories);
const { InsumosComprometidos, EnTelefono } = composeStories(dialogStories);
const { SinPresupuesto } = composeStories(costoStories);

const cents = (value: number | undefined) => toCents(value ?? 0);
const money = (value: bigint) => formatCents(value);
const obra = (id: number) => obras.find((o) => o.id === id)!;

/** The budget cards, in order, by their title. */
async function cards() {
  await screen.findByRole('heading', { level: 2, name: 'Insumos' });
  return Object.fromEntries(
    screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => [heading.textContent, heading.closest<HTMLElement>('[data-color]')])
      .filter(([, card]) => card),
  ) as Record<string, HTMLElement>;
}

/** The figure shown under `label`. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** What an obra spent to date, in cents. */
const ejercido = (id: number) => cents(cifras[id].insumos) + cents(cifras[id].manoObra) + cents(cifras[id].indirectos);

describe('Obra summary', () => {
  it('shows the obra, its client, and a card per budget line coloured by what it spent', async () => {
    await renderStory(Resumen);
    expect(await screen.findByRole('heading', { name: obra(1).nombre, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Desarrollos Inmobiliarios del Noroeste')).toBeInTheDocument();
    const found = await cards();
    expect(Object.keys(found)).toEqual(['Insumos', 'Mano de Obra', 'Indirectos']);
    const { Insumos, 'Mano de Obra': manoObra, Indirectos } = found;
    // Indirectos spent more than its budget; the other two, less.
    expect(cents(cifras[1].indirectos)).toBeGreaterThan(cents(obra(1).indirectos));
    expect([Insumos, manoObra, Indirectos].map((card) => card.dataset.color)).toEqual(['success', 'success', 'error']);
    expect(within(Indirectos).getByText(money(cents(obra(1).indirectos)))).toBeInTheDocument();
    expect(within(Indirectos).getByText(money(cents(cifras[1].indirectos)))).toBeInTheDocument();
  });

  it('shows on the Insumos card what is committed and spent + committed', async () => {
    await renderStory(Resumen);
    const { Insumos } = await cards();
    const committed = cents(cifras[1].comprometido);
    expect(committed).toBeGreaterThan(0n);
    expect(within(Insumos).getByText('Comprometido').nextElementSibling).toHaveTextContent(money(committed));
    expect(within(Insumos).getByText('Ejercido + comprometido').nextElementSibling).toHaveTextContent(
      money(cents(cifras[1].insumos) + committed),
    );
  });

  it('turns Insumos red when spent + committed exceeds its budget, though the spending alone does not', async () => {
    await renderStory(ComprometidoExcedido);
    const { Insumos, 'Mano de Obra': manoObra, Indirectos } = await cards();
    expect(cents(cifras[2].insumos)).toBeLessThanOrEqual(cents(obra(2).insumos));
    expect(cents(cifras[2].insumos) + cents(cifras[2].comprometido)).toBeGreaterThan(cents(obra(2).insumos));
    expect(Insumos.dataset.color).toBe('error');
    // Its figure is the share its colour judges, above 100 %, not the spending alone.
    const outlook = shareOf(cents(cifras[2].insumos) + cents(cifras[2].comprometido), cents(obra(2).insumos));
    expect(within(Insumos).getByText(`${outlook}%`)).toBeInTheDocument();
    expect(manoObra.dataset.color).toBe('success');
    expect(Indirectos.dataset.color).toBe('success');
  });

  it('greys every card of an obra that has spent nothing', async () => {
    await renderStory(SinMovimientos);
    expect(Object.values(await cards()).map((card) => card.dataset.color)).toEqual(['grey', 'grey', 'grey']);
    expect(figure('Utilidad a la fecha')).toHaveTextContent('$0.00');
  });

  it('sets the planned utilidad beside the utilidad to date (facturado − ejercido), and what was invoiced and collected', async () => {
    await renderStory(Resumen);
    await cards();
    const planeada =
      cents(obra(1).costoTotal) - cents(obra(1).insumos) - cents(obra(1).manoObra) - cents(obra(1).indirectos);
    expect(figure('Costo Total')).toHaveTextContent(money(cents(obra(1).costoTotal)));
    expect(figure('Anticipo')).toHaveTextContent(money(cents(obra(1).anticipo)));
    expect(figure('Facturado')).toHaveTextContent(money(cents(cifras[1].facturado)));
    expect(figure('Cobrado')).toHaveTextContent(money(cents(cifras[1].cobrado)));
    expect(figure('Utilidad planeada')).toHaveTextContent(money(planeada));
    expect(figure('Utilidad a la fecha')).toHaveTextContent(money(cents(cifras[1].facturado) - ejercido(1)));
    // A positive figure in brackets reads as a loss to an accountant.
    expect(screen.getByText(`Facturado menos ejercido: ${money(ejercido(1))}`)).toBeInTheDocument();
  });

  it('shows a loss to date in red, with its minus sign', async () => {
    await renderStory(ComprometidoExcedido);
    await cards();
    const perdida = cents(cifras[2].facturado) - ejercido(2);
    expect(perdida).toBeLessThan(0n);
    expect(figure('Utilidad a la fecha')).toHaveTextContent(`-${money(-perdida)}`);
    const red = hexToRgb((theme.palette?.error as { main: string }).main);
    expect(getComputedStyle(figure('Utilidad a la fecha')).color).toBe(red);
    expect(getComputedStyle(figure('Utilidad planeada')).color).not.toBe(red);
  });
});

describe("A summary card's documents", () => {
  it('lists the applied compras behind Insumos, each folio opening its compra', async () => {
    const { user } = await renderStory(Resumen);
    await cards();
    await user.click(screen.getByRole('button', { name: /^Insumos/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Documentos de Insumos' });
    const aplicadas = compras.filter((c) => c.obra.id === 1 && c.status === 'aplicado');
    const table = within(dialog).getByRole('table', { name: 'Compras aplicadas' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(aplicadas.length + 1));
    const newest = [...aplicadas].sort((a, b) => b.fecha.localeCompare(a.fecha) || (b.folio ?? 0) - (a.folio ?? 0))[0];
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent(newest.fecha.split('-').reverse().join('/'));
    expect(row).toHaveTextContent(money(cents(newest.total)));
    // No authorized order of this obra is waiting for its compra.
    const committed = within(dialog).getByRole('table', { name: /Órdenes autorizadas sin compra/ });
    expect(await within(committed).findByText('No hay datos..')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: `Compra ${newest.folio}` }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe(`/compra/${newest.id}/editar`));
  });

  it('lists the nóminas behind Mano de Obra', async () => {
    const { user } = await renderStory(Resumen);
    await cards();
    await user.click(screen.getByRole('button', { name: /^Mano de Obra/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Documentos de Mano de Obra' });
    const table = within(dialog).getByRole('table', { name: 'Nóminas' });
    const deLaObra = nominas.filter((n) => n.obra?.id === 1);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(deLaObra.length + 1));
    const [first] = within(table).getAllByRole('link');
    const latest = [...deLaObra].sort((a, b) => b.semana - a.semana)[0];
    expect(first).toHaveAccessibleName(`Nomina ${latest.folio}`);
    expect(first).toHaveAttribute('href', `/nomina/${latest.id}/editar`);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the authorized orders without compra as the committed money of Insumos', async () => {
    await renderStory(InsumosComprometidos);
    const committed = await screen.findByRole('table', { name: /Órdenes autorizadas sin compra/ });
    const orden = ordenes.find((o) => o.obra.id === 2 && o.status === 'autorizado')!;
    const link = await within(committed).findByRole('link', { name: `Orden de Compra ${orden.folio}` });
    expect(link).toHaveAttribute('href', `/orden-compra/${orden.id}/editar`);
    const row = link.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('16/03/2026');
    expect(row).toHaveTextContent(orden.proveedor.nombre!);
    expect(row).toHaveTextContent(money(cents(orden.total)));
  });

  it('says the user may not see them when the query answers 403, without an error toast', async () => {
    const { user } = await renderStory(DocumentosSinPermiso);
    await cards();
    await user.click(screen.getByRole('button', { name: /^Indirectos/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Documentos de Indirectos' });
    expect(await within(dialog).findByText('No tiene permiso para consultar estos documentos.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No tiene permiso para esta operacion')).not.toBeInTheDocument();
  });
});

describe("A summary card's documents on a phone", () => {
  beforeEach(() => stubScreenWidth(390));
  afterEach(() => vi.unstubAllGlobals());

  it('fill the screen', async () => {
    await renderStory(EnTelefono);
    const dialog = await screen.findByRole('dialog', { name: 'Documentos de Insumos' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  });
});

describe('Obra summary: cost per partida and avance', () => {
  it('shows each partida with its importe, cost, margen and avance, red where cost and committed pass the importe', async () => {
    await renderStory(Resumen);
    const tabla = await screen.findByRole('table', { name: 'Costo por partida' });
    const { partidas } = resumenAnswer(obra(1)).costoPorPartida;
    const filas = within(tabla).getAllByRole('row').slice(1);
    expect(filas).toHaveLength(partidas.length);
    const excedidas = partidas.filter((p) => p.excedida);
    expect(excedidas.length).toBeGreaterThan(0);
    for (const partida of excedidas) {
      const fila = within(tabla)
        .getByRole('rowheader', { name: `${partida.clave} ${partida.descripcion}` })
        .closest('tr')!;
      expect(fila).toHaveAttribute('data-excedida', 'true');
      expect(within(fila).getByText(money(toCents(partida.margen)))).toHaveStyle({
        color: hexToRgb((theme.palette?.error as { main: string }).main),
      });
    }
    const sana = partidas.find((p) => !p.excedida && p.nivel === 1)!;
    const fila = within(tabla)
      .getByRole('rowheader', { name: `${sana.clave} ${sana.descripcion}` })
      .closest('tr')!;
    expect(fila).not.toHaveAttribute('data-excedida');
    expect(within(fila).getByText(money(toCents(sana.importe)))).toBeInTheDocument();
  });

  it('shows físico, financiero and tiempo side by side in the header', async () => {
    await renderStory(Resumen);
    const { avance } = resumenAnswer(obra(1));
    for (const [label, value] of [
      ['Físico', avance.fisico],
      ['Financiero', avance.financiero],
      ['Tiempo', avance.tiempo],
    ] as const) {
      expect(await screen.findByRole('progressbar', { name: `Avance de la obra: ${label}` })).toHaveAttribute(
        'aria-valuenow',
        String(Math.round(Math.min(100, value ?? 0))),
      );
    }
  });

  it("says when the obra has no presupuesto and shows all its cost as 'Sin partida'", async () => {
    await renderStory(SinPresupuesto);
    expect(screen.getByText(/no tiene presupuesto por partidas/)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Sin partida' }).closest('tr')).toHaveAttribute(
      'data-excedida',
      'true',
    );
  });
});
