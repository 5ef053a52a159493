import { File as NodeFile } from 'node:buffer';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNodeFiles } from '../../../mocks/nodeFiles';
import { server } from '../../../mocks/server';
import { savedFiles } from '../../test/files';
import { renderStory } from '../../test/renderStory';
import * as catalogoStories from './Catalogos.stories';
import * as stories from './ImportarDialog.stories';

const { Lista } = composeStories(catalogoStories);
const { VistaPreviaConErrores, Leyendo } = composeStories(stories);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const hoja = (name: string, type = 'text/csv') => new NodeFile(['nombre,tipo\n'], name, { type }) as unknown as File;

/** The parts of each import request, and how often the list was read. */
function traffic() {
  const imports: Record<string, string>[] = [];
  const lists: URL[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/catalogo/maquinaria') lists.push(url);
    if (url.pathname !== '/api/catalogo/maquinaria/importar') return;
    const form = await request.clone().formData();
    imports.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name])));
  });
  return { imports, lists };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Import preview', () => {
  it('counts the valid rows and those with errors, pages by 50 and filters the rows with errors', async () => {
    render(<VistaPreviaConErrores />);
    expect(screen.getByText('997 filas validas, 3 con errores')).toBeInTheDocument();
    expect(screen.getByText('Columnas ignoradas: Responsable')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fila', 'Nombre', 'Tipo', 'Marca', 'Numero de Serie', 'Estado', 'Errores']);
    expect(bodyRows(table)).toHaveLength(50);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo filas con errores' }));
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['14', '230', '731']);
    expect(within(bodyRows(table)[0]).getByText('Tipo: Campo Obligatorio')).toBeInTheDocument();
    expect(within(bodyRows(table)[1]).getByText('Año: Ingrese un año valido..')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar 997 registros' })).toBeEnabled();
  });

  it('while the server reads the sheet, nothing is clickable', () => {
    render(<Leyendo />);
    expect(screen.getByText('Leyendo la hoja..')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Elegir archivo' })).toBeDisabled();
  });
});

describe("A catalog's import and export", () => {
  beforeEach(useNodeFiles);

  it('previews the sheet unconfirmed, then imports it confirmed, says so and reads the list again', async () => {
    const { imports, lists } = traffic();
    const { user } = await renderStory(Lista);
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar Maquinaria y Equipo' });
    await user.upload(within(dialog).getByLabelText('Elegir archivo'), hoja('maquinaria.csv'));
    expect(await within(dialog).findByText('997 filas validas, 3 con errores')).toBeInTheDocument();
    expect(imports).toEqual([{ archivo: 'maquinaria.csv', confirmar: 'false' }]);
    const readBefore = lists.length;
    await user.click(within(dialog).getByRole('button', { name: 'Importar 997 registros' }));
    expect(await screen.findByText('997 registros importados')).toBeInTheDocument();
    expect(imports.at(-1)).toEqual({ archivo: 'maquinaria.csv', confirmar: 'true' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(lists.length).toBeGreaterThan(readBefore));
  });

  it("shows the server's refusal of the file in the dialog, and stores nothing", async () => {
    const { imports } = traffic();
    const { user } = await renderStory(Lista);
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent
      .setup({ applyAccept: false })
      .upload(within(dialog).getByLabelText('Elegir archivo'), hoja('acta.pdf', 'application/pdf'));
    expect(await within(dialog).findByText('El archivo debe ser una hoja .xlsx o .csv')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Importar \d+ registros/ })).toBeNull();
    expect(imports.map((i) => i.confirmar)).toEqual(['false']);
  });

  it('exports the list with its search as <Catalogo>.xlsx', async () => {
    const saved = savedFiles();
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/exportar')) asked.push(url);
    });
    const { user } = await renderStory(Lista);
    await user.type(await screen.findByLabelText('Buscar'), 'bosch');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Maquinaria y Equipo.xlsx', url: `blob:${XLSX}` }]));
    expect(asked.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual([
      '/api/catalogo/maquinaria/exportar?toSearch=bosch',
    ]);
  });
});
