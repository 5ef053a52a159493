import { File as NodeFile } from 'node:buffer';
import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { herramientaRegistros } from '../../../mocks/fixtures/herramientas';
import { obras } from '../../../mocks/fixtures/obras';
import { pngFile, useNodeFiles } from '../../../mocks/nodeFiles';
import { server } from '../../../mocks/server';
import { newWindow } from '../../test/files';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './Catalogos.stories';

const { HerramientasLista, HerramientaAlta, HerramientaEdicion } = composeStories(stories);

const named = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** Each multipart write to the catalog: method, the `registro` JSON and the name of each file part. */
function writes() {
  const seen: { method: string; registro: unknown; files: Record<string, string> }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname !== '/api/catalogo/herramientas' || request.method === 'GET') return;
    const form = await request.clone().formData();
    const files = [...form.entries()].filter(([, v]) => typeof v !== 'string');
    seen.push({
      method: request.method,
      registro: JSON.parse(String(form.get('registro'))),
      files: Object.fromEntries(files.map(([k, v]) => [k, (v as File).name])),
    });
  });
  return seen;
}

describe('A catalog with files and references', () => {
  beforeEach(useNodeFiles);

  it("shows a reference column as the referenced record's name, a file column as whether there is one", async () => {
    await renderStory(HerramientasLista);
    expect(await screen.findByText(herramientaRegistros[0].nombre as string)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Foto',
      'Maquina',
      'Obra',
    ]);
    const first = within(screen.getAllByRole('row')[1]);
    expect(first.getByText('Retroexcavadora 416F')).toBeInTheDocument();
    expect(first.getByText(obras[0].nombre)).toBeInTheDocument();
    expect(first.getByTitle('Con archivo')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[2]).queryByTitle('Con archivo')).toBeNull();
  });

  it('shows the stored photo, opens the stored PDF, and PUTs a new photo as its own part', async () => {
    const seen = writes();
    const { opened } = newWindow();
    const { user } = await renderStory(HerramientaEdicion);
    const foto = () => screen.getByRole('img', { name: 'Foto' });
    await waitFor(() => expect(foto()).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    await user.click(screen.getByRole('button', { name: 'Ver archivo' }));
    await waitFor(() => expect(opened.location.href).toBe('blob:application/pdf'));
    const big = new NodeFile([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    await user.upload(named('foto'), big as unknown as File);
    expect(await screen.findByText('El archivo excede el tamano maximo de 2 MB')).toBeInTheDocument();
    await user.upload(named('foto'), pngFile('pistola.png'));
    expect(await screen.findByText('pistola.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/catalogos/herramientas'));
    expect(seen).toHaveLength(1);
    expect(seen[0].files).toEqual({ foto: 'pistola.png' });
    expect(seen[0].registro).toMatchObject({ id: 1, nombre: herramientaRegistros[0].nombre, maquina: { id: 1 } });
    expect(seen[0].registro).not.toHaveProperty('foto');
    expect(seen[0].registro).not.toHaveProperty('ficha');
  });

  it('creates a record with a reference to another catalog and a PDF, refusing an image there', async () => {
    const seen = writes();
    const { user } = await renderStory(HerramientaAlta);
    await screen.findByRole('button', { name: 'Guardar' });
    await user.type(named('nombre'), 'Esmeriladora 4 1/2"');
    const ficha = named('ficha');
    await userEvent.setup({ applyAccept: false }).upload(ficha, pngFile('ficha.png'));
    expect(await screen.findByText('El archivo debe ser pdf')).toBeInTheDocument();
    const pdf = new NodeFile(['%PDF-1.4'], 'ficha.pdf', { type: 'application/pdf' }) as unknown as File;
    await user.upload(ficha, pdf);
    await user.type(screen.getByRole('combobox', { name: 'Maquina' }), 'Retro');
    await user.click(await screen.findByRole('option', { name: 'Retroexcavadora 416F' }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(storyRouter.location().pathname).toBe('/catalogos/herramientas'));
    expect(seen).toEqual([
      {
        method: 'POST',
        registro: { nombre: 'Esmeriladora 4 1/2"', maquina: { id: 1 } },
        files: { ficha: 'ficha.pdf' },
      },
    ]);
  });
});
