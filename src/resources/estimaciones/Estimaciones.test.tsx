import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { calculada } from '../../../mocks/api/estimacion-calculo';
import { estimaciones } from '../../../mocks/fixtures/estimaciones';
import { facturas } from '../../../mocks/fixtures/facturas';
import { avances, conceptos } from '../../../mocks/fixtures/presupuesto';
import { server } from '../../../mocks/server';
import { NETO_SIN_SALDO } from '../../../schemas/estimacion';
import { formatCents, toCents } from '../../../schemas/money';
import { importeConcepto } from '../../../schemas/presupuesto';
import { renderStory } from '../../test/renderStory';
import { stubScreenWidth } from '../../test/viewport';
import * as resumenStories from '../obras/ObraResumen.stories';
import * as caratulaStories from './Caratula.stories';
import * as stories from './Estimaciones.stories';

const { Lista, Nueva, Creada, Enviada, Autorizada, Facturada, EstadoDeCuenta } = composeStories(stories);
const { Finiquito } = composeStories(caratulaStories);
const { Resumen } = composeStories(resumenStories);

const pesos = (value: number | undefined) => formatCents(toCents(value ?? 0));
const porFolio = (folio: number) => estimaciones.find((e) => e.folio === folio)!;
const rowOf = (cell: HTMLElement) => cell.closest('tr, [role="row"], li') as HTMLElement;
const caratula = () => screen.getByRole('heading', { name: 'Caratula' }).closest('.MuiCard-root') as HTMLElement;
const renglon = (label: string) => within(caratula()).getByText(label).parentElement as HTMLElement;

/** The requests the mocked server received for `path`'s ending. */
function enviados(ending: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(ending)) {
      bodies.push(
        await request
          .clone()
          .json()
          .catch(() => undefined),
      );
    }
  });
  return bodies;
}

describe('The obra’s estimaciones', () => {
  it('lists folio, periodo, importe, alcance liquido and status', async () => {
    await renderStory(Lista);
    const autorizada = porFolio(3);
    const fila = rowOf(await screen.findByText(pesos(autorizada.neto)));
    expect(within(fila).getByText(pesos(autorizada.importe))).toBeInTheDocument();
    expect(within(fila).getByText('01/03/2026')).toBeInTheDocument();
    expect(within(fila).getByText('Autorizada')).toBeInTheDocument();
  });

  it('shows the estado de cuenta del contrato', async () => {
    await renderStory(EstadoDeCuenta);
    expect(await screen.findByRole('heading', { name: 'Estado de cuenta del contrato' })).toBeInTheDocument();
    const amortizado = estimaciones.reduce((s, e) => s + toCents(e.amortizacion ?? 0), 0n);
    const anticipo = (await screen.findByRole('heading', { name: 'Anticipo' })).closest('.MuiCard-root') as HTMLElement;
    expect(within(anticipo).getByText(formatCents(amortizado))).toBeInTheDocument();
    expect(screen.getByText('Fondo de garantia')).toBeInTheDocument();
  });
});

describe('The obra’s summary', () => {
  it('shows its estado de cuenta: what is estimated, facturado and por cobrar, and links the whole', async () => {
    await renderStory(Resumen);
    const tarjeta = await screen.findByRole('region', { name: 'Estado de cuenta del contrato' });
    const facturado = facturas
      .filter((f) => estimaciones.some((e) => e.facturaId === f.id))
      .reduce((suma, f) => suma + toCents(f.total), 0n);
    expect((await within(tarjeta).findByText('Facturado')).nextSibling).toHaveTextContent(formatCents(facturado));
    expect(within(tarjeta).getByRole('link', { name: 'Ver el estado de cuenta' })).toHaveAttribute(
      'href',
      '/estimacion/estado-cuenta',
    );
  });
});

describe('The estimación editor', () => {
  it('adds a concepto found by its clave, offered once, and bills it at its P.U. as typed', async () => {
    const { user } = await renderStory(Nueva);
    const concepto = conceptos.find((c) => c.obraId === 1 && c.clave === 'PRE-002')!;
    const buscar = await screen.findByLabelText('Buscar concepto del presupuesto');
    await user.type(buscar, 'PRE-002');
    await user.click(await screen.findByRole('option', { name: new RegExp(`^PRE-002 `) }));
    await user.click(screen.getByRole('button', { name: 'Agregar concepto' }));
    await user.type(screen.getByRole('textbox', { name: 'Esta estimacion, renglón 1' }), '2.5');
    const importe = formatCents(importeConcepto('2.5', concepto.precioUnitario)!);
    await waitFor(() => expect(renglon('Importe de la estimacion')).toHaveTextContent(importe));
    await user.type(buscar, 'PRE-002');
    expect(await screen.findByRole('option', { name: new RegExp(`^PRE-002 `) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the carátula the server stored, and recomputes it as a quantity is typed', async () => {
    const { user } = await renderStory(Creada);
    const creada = porFolio(5);
    await waitFor(() => expect(renglon('Alcance liquido')).toHaveTextContent(pesos(creada.neto)));
    expect(renglon('Importe de la estimacion')).toHaveTextContent(pesos(creada.importe));
    const cantidad = screen.getByRole('textbox', { name: 'Esta estimacion, renglón 1' });
    await user.clear(cantidad);
    await user.type(cantidad, '100.5');
    const lineas = creada.lineas.map((l, i) => (i === 0 ? { ...l, cantidad: 100.5 } : l)) as typeof creada.lineas;
    const esperada = calculada({ ...creada, lineas }, estimaciones);
    await waitFor(() => expect(renglon('Alcance liquido')).toHaveTextContent(pesos(esperada.neto)));
    expect(renglon('Importe de la estimacion')).toHaveTextContent(pesos(esperada.importe));
    expect(renglon('IVA 16 %')).toHaveTextContent(pesos(esperada.iva));
    expect(screen.getByText('Se recalcula al guardar')).toBeInTheDocument();
  });

  it('Copiar cantidades de avance fills a billed concepto’s quantity and adds the others, one request per click', async () => {
    // PRE-002 is billed (89.42 before); PRE-008 is not. Executed by the end of the period: 150 and 30.
    avances.push(
      { id: 901, conceptoId: 2, fecha: '2026-05-20', cantidad: 150 },
      { id: 902, conceptoId: 8, fecha: '2026-05-25', cantidad: 30 },
      { id: 903, conceptoId: 7, fecha: '2026-06-02', cantidad: 10 },
    );
    let pedidos = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/avance')) pedidos += 1;
    });
    try {
      const { user } = await renderStory(Creada);
      const boton = await screen.findByRole('button', { name: 'Copiar cantidades de avance' });
      await user.dblClick(boton);
      expect(await screen.findByText('Se copiaron las cantidades de 2 conceptos del avance')).toBeInTheDocument();
      expect(pedidos).toBe(1);
      expect(screen.getByRole('textbox', { name: 'Esta estimacion, renglón 1' })).toHaveValue('60.58');
      expect(screen.getByRole('textbox', { name: 'Esta estimacion, renglón 4' })).toHaveValue('30');
      expect(rowOf(screen.getByRole('textbox', { name: 'Esta estimacion, renglón 4' }))).toHaveTextContent('PRE-008');
      // Captured after the period ends: PRE-007 is not copied.
      expect(screen.queryByText('PRE-007')).not.toBeInTheDocument();
    } finally {
      avances.splice(-3);
      server.events.removeAllListeners();
    }
  });

  it('shows each partida’s cost beside what its conceptos have earned, and flags one whose cost passes it', async () => {
    await renderStory(Creada);
    const creada = porFolio(5);
    const ganado = creada.lineas.reduce((s, l) => s + importeConcepto(l.acumulado, l.precioUnitario)!, 0n);
    const tabla = await screen.findByRole('table', { name: 'Costo contra lo estimado por partida' });
    const fila = rowOf(await within(tabla).findByText(formatCents(ganado)));
    expect(within(fila).getByTitle('El costo pasa de lo estimado')).toHaveAttribute('data-excede', 'true');
  });

  it('on a phone, each partida’s cost and earning is a card, its difference in view', async () => {
    stubScreenWidth(390);
    try {
      await renderStory(Creada);
      const creada = porFolio(5);
      const ganado = creada.lineas.reduce((s, l) => s + importeConcepto(l.acumulado, l.precioUnitario)!, 0n);
      const tarjetas = await screen.findByRole('list', { name: 'Costo contra lo estimado por partida' });
      const tarjeta = rowOf(await within(tarjetas).findByText(formatCents(ganado)));
      expect(within(tarjeta).getByText('Diferencia')).toBeInTheDocument();
      expect(within(tarjeta).getByTitle('El costo pasa de lo estimado')).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Costo contra lo estimado por partida' })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers the actions the server’s acciones name, and read-only past creada', async () => {
    await renderStory(Creada);
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeEnabled();
    for (const name of ['Autorizar', 'Devolver', 'Facturar']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('an enviada is read-only with Autorizar and Devolver', async () => {
    await renderStory(Enviada);
    expect(await screen.findByRole('button', { name: 'Autorizar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Devolver' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Buscar concepto del presupuesto')).not.toBeInTheDocument();
  });

  it('a double click on Confirmar sends one request', async () => {
    const bodies = enviados('/enviar');
    server.use(http.post('/api/estimacion/:id/enviar', () => delay(150)));
    const { user } = await renderStory(Creada);
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    await user.dblClick(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Se envio la Estimacion 5')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('Devolver asks a motivo and sends it', async () => {
    const bodies = enviados('/devolver');
    const { user } = await renderStory(Enviada);
    await user.click(await screen.findByRole('button', { name: 'Devolver' }));
    const confirmar = await screen.findByRole('button', { name: 'Confirmar' });
    expect(confirmar).toBeDisabled();
    await user.type(screen.getByLabelText(/Motivo de la devolucion/), 'Faltan generadores');
    await user.click(confirmar);
    expect(await screen.findByText('Se devolvio la Estimacion 4')).toBeInTheDocument();
    expect(bodies).toEqual([{ motivo: 'Faltan generadores' }]);
  });

  it('Facturar asks the factura’s folio and shows the server’s refusal in Spanish', async () => {
    server.use(
      http.post('/api/estimacion/:id/facturar', () =>
        Response.json({ message: NETO_SIN_SALDO, errors: [] }, { status: 409 }),
      ),
    );
    const { user } = await renderStory(Autorizada);
    await user.click(await screen.findByRole('button', { name: 'Facturar' }));
    await user.type(screen.getByLabelText(/Serie y folio de la factura/), 'A-555');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await within(screen.getByRole('dialog')).findByText(NETO_SIN_SALDO)).toBeInTheDocument();
  });

  it('a facturada links its factura and offers no action', async () => {
    await renderStory(Facturada);
    expect(await screen.findByRole('link', { name: 'Ver factura' })).toHaveAttribute('href', '/cobro/1/editar');
    for (const name of ['Enviar', 'Autorizar', 'Devolver', 'Facturar']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});

describe('The carátula', () => {
  it('the finiquito returns the fondo de garantía as a negative retención', async () => {
    await renderStory(Finiquito);
    expect(screen.getByText('Devolucion de Fondo de garantia (5 % sobre subtotal)').parentElement).toHaveTextContent(
      '$52,500.00',
    );
  });
});
