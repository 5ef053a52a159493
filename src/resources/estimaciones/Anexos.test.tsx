import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import * as stories from './Anexos.stories';

const { Creada, Enviada } = composeStories(stories);

const renderCreada = () => renderStory(Creada);
const seccion = async () => screen.findByRole('region', { name: 'Anexos' });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'losa.png', { type: 'image/png' });

/** The requests of `method` the mocked server received for paths ending in `ending`, with their form or none. */
function recibidos(method: string, ending: string) {
  const requests: { path: string; form?: Record<string, string> }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== method || !path.endsWith(ending)) return;
    const form = method === 'POST' ? await request.clone().formData() : undefined;
    requests.push({
      path,
      // A file part as its type: jsdom's requests lose the file's name on the way to MSW.
      form: form && Object.fromEntries([...form].map(([k, v]) => [k, typeof v === 'string' ? v : v.type])),
    });
  });
  return requests;
}

describe('The estimación’s anexos', () => {
  it('shows each kind under its label: photos as thumbnails, a PDF as a file card', async () => {
    await renderCreada();
    const anexos = await seccion();
    const generadores = within(anexos).getByRole('region', { name: 'Numeros generadores' });
    const fotos = within(anexos).getByRole('region', { name: 'Reporte fotografico' });
    expect(within(generadores).getByText('Generador de trazo y nivelacion')).toBeInTheDocument();
    expect(within(generadores).getByText('PDF')).toBeInTheDocument();
    const abrir = within(fotos).getByRole('button', { name: 'Abrir Trazo del segundo nivel' });
    await waitFor(() => expect(abrir.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    expect(within(fotos).getByText('cimbra-eje-3.png')).toBeInTheDocument();
  });

  it('opens a photo in a dialog by a click', async () => {
    const { user } = await renderCreada();
    await user.click(await within(await seccion()).findByRole('button', { name: 'Abrir Cimbra de losa, eje 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cimbra de losa, eje 3' });
    expect(await within(dialog).findByRole('img', { name: 'Cimbra de losa, eje 3' })).toBeInTheDocument();
  });

  it('adds a photo with its tipo and titulo in one request, whatever the clicks', async () => {
    const sent = recibidos('POST', '/anexo');
    server.use(http.post('/api/estimacion/:id/anexo', () => delay(150)));
    const { user } = await renderCreada();
    await user.click(await within(await seccion()).findByRole('button', { name: 'Agregar anexo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar anexo' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Reporte fotografico' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Titulo/ }), 'Losa del tercer nivel');
    await user.upload(within(dialog).getByLabelText('Elegir archivo'), png());
    expect(within(dialog).getByText('losa.png')).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Anexo agregado: Losa del tercer nivel')).toBeInTheDocument();
    expect(sent).toEqual([
      { path: '/api/estimacion/5/anexo', form: { titulo: 'Losa del tercer nivel', tipo: 'foto', file: 'image/png' } },
    ]);
  });

  it('asks for the file, and shows the server’s refusal of a file type in the dialog', async () => {
    const { user } = await renderCreada();
    await user.click(await within(await seccion()).findByRole('button', { name: 'Agregar anexo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar anexo' });
    await user.type(within(dialog).getByRole('textbox', { name: /Titulo/ }), 'Notas');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(within(dialog).getByText('Elija el archivo del anexo')).toBeInTheDocument();
    const texto = new File(['notas'], 'notas.txt', { type: 'text/plain' });
    // Past the picker's accept, as a file dropped from elsewhere: the server decides by content.
    fireEvent.change(within(dialog).getByLabelText('Elegir archivo'), { target: { files: [texto] } });
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(
      await within(dialog).findByText('Tipo de archivo no permitido: Solo se permiten archivos PDF o PNG o JPEG'),
    ).toBeInTheDocument();
  });

  it('removes one after a confirmation, in one request', async () => {
    const sent = recibidos('DELETE', '/anexo/3');
    const { user } = await renderCreada();
    await user.click(await within(await seccion()).findByRole('button', { name: 'Quitar Cimbra de losa, eje 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar Cimbra de losa, eje 3' });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Anexo quitado: Cimbra de losa, eje 3')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/estimacion/5/anexo/3' }]);
  });

  it('an enviada shows its anexos and offers neither Agregar nor Quitar', async () => {
    await renderStory(Enviada);
    const anexos = await seccion();
    expect(await within(anexos).findByText('Generador de extraordinarios')).toBeInTheDocument();
    expect(within(anexos).queryByRole('button', { name: 'Agregar anexo' })).not.toBeInTheDocument();
    expect(within(anexos).queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
  });
});
