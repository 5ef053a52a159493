import { File as NodeFile } from 'node:buffer';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { obras } from '../../../mocks/fixtures/obras';
import { conceptos, partidas, HOJA_CON_ERRORES, HOJA_CORRECTA } from '../../../mocks/fixtures/presupuesto';
import { useNodeFiles } from '../../../mocks/nodeFiles';
import { formatCents, toCents } from '../../../schemas/money';
import { newWindow, savedFiles } from '../../test/files';
import { renderStory } from '../../test/renderStory';
import { stubScreenWidth } from '../../test/viewport';
import * as importarStories from './ImportarPresupuesto.stories';
import * as stories from './Presupuesto.stories';

const { Arbol, ObraTerminada, EditorDeConcepto, EditorObraTerminada, AvanceDeConcepto } = composeStories(stories);
const { ConErrores } = composeStories(importarStories);

const pesos = (value: number | undefined) => formatCents(toCents(value ?? 0));
const hoja = (name: string) => new NodeFile(['clave\n'], name, { type: 'text/csv' }) as unknown as File;
const rowOf = (cell: HTMLElement) => cell.closest('[role="row"]') as HTMLElement;
const obra1 = obras.find((o) => o.id === 1)!;

describe('The presupuesto tree', () => {
  it('shows the total against the obra’s costo total, explained, and each partida with its subtotal', async () => {
    const { user } = await renderStory(Arbol);
    expect(await screen.findByRole('heading', { name: 'Presupuesto', level: 1 })).toBeInTheDocument();
    // The demo's conceptos add up to the costo total exactly.
    expect(screen.getByText(/Los conceptos suman exactamente el costo total de la obra/)).toBeInTheDocument();
    expect(screen.getAllByText(pesos(obra1.costoTotal)).length).toBeGreaterThanOrEqual(2);
    const primera = partidas.find((p) => p.obraId === 1 && p.nivel === 1)!;
    const suyos = conceptos.filter((c) => c.obraId === 1 && c.partidaId === primera.id);
    const subtotal = suyos.reduce((suma, c) => suma + toCents(c.importe!), 0n);
    expect(within(rowOf(screen.getByText(primera.descripcion))).getByText(formatCents(subtotal))).toBeInTheDocument();
    // Collapsed until opened, then its conceptos with clave, unidad and importe.
    expect(screen.queryByText(suyos[0].clave)).toBeNull();
    await user.click(screen.getByRole('button', { name: `Mostrar la partida ${primera.clave}` }));
    const fila = rowOf(await screen.findByText(suyos[0].descripcion));
    expect(within(fila).getByText(suyos[0].clave)).toBeInTheDocument();
    expect(within(fila).getByText(suyos[0].unidad)).toBeInTheDocument();
    expect(within(fila).getByText(pesos(suyos[0].importe))).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(
      1 + partidas.filter((p) => p.obraId === 1 && p.nivel === 1).length + suyos.length,
    );
  });

  it('finds conceptos by clave or words of the descripción', async () => {
    const { user } = await renderStory(Arbol);
    const buscado = conceptos.filter((c) => c.obraId === 1)[7];
    await user.type(await screen.findByLabelText('Buscar por clave o descripcion'), buscado.clave.toLowerCase());
    await waitFor(() => expect(screen.getByText(buscado.descripcion)).toBeInTheDocument());
    await user.clear(screen.getByLabelText('Buscar por clave o descripcion'));
    await user.type(screen.getByLabelText('Buscar por clave o descripcion'), 'xyzzy');
    expect(await screen.findByText('Ningun concepto coincide con la busqueda')).toBeInTheDocument();
  });

  it('is read-only once the obra is terminado: no Importar, no links to the editor', async () => {
    const { user } = await renderStory(ObraTerminada);
    expect(await screen.findByText('Obra terminada: el presupuesto es de solo lectura')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).toBeNull();
    const primera = partidas.find((p) => p.obraId === 3 && p.nivel === 1)!;
    await user.click(screen.getByRole('button', { name: `Mostrar la partida ${primera.clave}` }));
    const concepto = conceptos.find((c) => c.partidaId === primera.id)!;
    await screen.findByText(concepto.descripcion);
    expect(screen.queryByRole('link', { name: concepto.clave })).toBeNull();
  });
});

describe('Exporting the presupuesto', () => {
  beforeEach(useNodeFiles);

  it('saves it as Presupuesto <obra>.xlsx and opens its PDF', async () => {
    const { user } = await renderStory(Arbol);
    const saved = savedFiles();
    await user.click(await screen.findByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          name: `Presupuesto ${obra1.nombre}.xlsx`,
          url: 'blob:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ]),
    );
    const { opened } = newWindow();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(opened.location.href).toBe('blob:application/pdf'));
  });
});

describe('A concepto’s editor', () => {
  it('edits clave, descripción, unidad, cantidad and P.U., and shows the importe by the shared rule as typed', async () => {
    const { user } = await renderStory(EditorDeConcepto);
    const concepto = conceptos[0];
    expect(await screen.findByDisplayValue(concepto.clave)).toBeInTheDocument();
    expect(screen.getByDisplayValue(concepto.descripcion)).toBeInTheDocument();
    expect(screen.getByText(`Importe: ${pesos(concepto.importe)}`)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Cantidad\W*$/));
    await user.type(screen.getByLabelText(/^Cantidad\W*$/), '2.0005');
    await user.clear(screen.getByLabelText(/^P\.U\./));
    await user.type(screen.getByLabelText(/^P\.U\./), '10');
    // 20.005 rounds half up.
    expect(await screen.findByText('Importe: $20.01')).toBeInTheDocument();
  });

  it('offers no Guardar once the obra is terminado, and says why', async () => {
    await renderStory(EditorObraTerminada);
    expect(await screen.findByText('La obra esta terminada..')).toBeInTheDocument();
    expect(await screen.findByDisplayValue(conceptos[0].clave)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });
});

describe('On a phone', () => {
  beforeEach(() => stubScreenWidth(390));
  afterEach(() => vi.unstubAllGlobals());

  it('the tree shows clave, descripción and importe', async () => {
    await renderStory(Arbol);
    await screen.findByRole('heading', { name: 'Presupuesto', level: 1 });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Clave', 'Descripcion', 'Importe']);
  });
});

describe('Importing a sheet', () => {
  beforeEach(useNodeFiles);

  it('lists the rows with errors in Spanish and offers no import', () => {
    render(<ConErrores />);
    expect(screen.getByText(/2 renglones tienen errores/)).toBeInTheDocument();
    const errores = HOJA_CON_ERRORES.renglones.flatMap((r) => r.errores);
    for (const error of errores) expect(screen.getByText(error)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Importar \d+ conceptos$/ })).toBeDisabled();
  });

  it('previews the sheet, then imports it confirmed and says so', async () => {
    const { user } = await renderStory(Arbol);
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar presupuesto' });
    await user.upload(within(dialog).getByLabelText('Elegir archivo'), hoja('presupuesto.csv'));
    const { conceptos: n, total } = HOJA_CORRECTA.resumen;
    expect(await within(dialog).findByText(/sin errores/)).toBeInTheDocument();
    expect(within(dialog).getByText(`Total del presupuesto: ${pesos(total)}`)).toBeInTheDocument();
    expect(within(dialog).getByText(/El total coincide con el de la hoja/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: `Importar ${n} conceptos` }));
    expect(await screen.findByText(`Presupuesto importado: ${n} conceptos`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('avance físico of a concepto', () => {
  it('captures the cantidad acumulada at a date, shows it and what is executed, and shows the refusal above the cantidad', async () => {
    const { user } = await renderStory(AvanceDeConcepto);
    const seccion = await screen.findByRole('region', { name: 'Avance físico' });
    expect(await within(seccion).findByText('Aún no se ha capturado avance de este concepto.')).toBeInTheDocument();
    const fecha = within(seccion).getByLabelText(/^Fecha/);
    await user.clear(fecha);
    await user.type(fecha, '2026-03-15');
    await user.type(within(seccion).getByLabelText(/Cantidad acumulada ejecutada/), '100');
    await user.click(within(seccion).getByRole('button', { name: 'Capturar avance' }));
    const capturas = await within(seccion).findByRole('table', { name: 'Capturas del concepto' });
    expect(within(capturas).getByText('15/03/2026')).toBeInTheDocument();
    // 100 × $28.56 of an importe of $4,350.40.
    expect(within(seccion).getByText(/Ejecutado: \$2,856\.00 \(65\.65 % del importe\)/)).toBeInTheDocument();

    await user.type(within(seccion).getByLabelText(/Cantidad acumulada ejecutada/), '200');
    await user.click(within(seccion).getByRole('button', { name: 'Capturar avance' }));
    expect(
      await within(seccion).findByText('La cantidad ejecutada no puede pasar de la del concepto: 152.3250 m2..'),
    ).toBeInTheDocument();
  });
});
