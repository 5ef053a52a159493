import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { BASE_NO_RESPONDE } from '../../../server/db/outage';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import * as stories from './ClienteCreate.stories';

const { Alta, AltaPorEnlace, AltaSuperusuario, RechazoDelServidor } = composeStories(stories);

const input = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`No hay un campo ${name}`);
  return element;
};

const VALID = {
  nombre: ' Constructora Yaqui ',
  razonSocial: 'Constructora Yaqui, S.A. de C.V.',
  direccion: 'Calle 200 No. 15, Ciudad Obregon, Son.',
  rfc: 'cya0604127n3',
  telefonoContacto: '644 100 2000',
  correoContacto: 'compras@cyaqui.mx',
  diasCredito: '30',
};

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await user.type(input(name), value);
}

/** The bodies POSTed to /api/cliente (the default mock still answers them), and their Idempotency-Keys. */
function posted(keys: (string | null)[] = []) {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/cliente') {
      keys.push(request.headers.get('Idempotency-Key'));
      bodies.push(await request.clone().json());
    }
  });
  return bodies;
}

describe('Clientes create', () => {
  it('names every input after its docs/product.md field and hides the sucursal from regular users', async () => {
    await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    for (const name of [
      'nombre',
      'razonSocial',
      'direccion',
      'rfc',
      'telefono',
      'correoElectronico',
      'nombreContacto',
      'telefonoContacto',
      'correoContacto',
      'diasCredito',
    ]) {
      expect(input(name)).toBeInTheDocument();
    }
    expect(document.querySelector('[name="sucursal.id"]')).toBeNull();
  });

  it('lets a superuser choose the sucursal', async () => {
    await renderStory(AltaSuperusuario);
    await waitFor(() => expect(input('sucursal.id')).toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByLabelText('Sucursal')).toBe(input('sucursal.id'));
  });

  it("marks missing required fields with 'Campo Obligatorio' and sends nothing", async () => {
    const bodies = posted();
    const { user } = await renderStory(Alta);
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Campo Obligatorio')).toHaveLength(7);
    expect(bodies).toEqual([]);
  });

  it('refuses a bad RFC with the SAT message and POSTs nothing', async () => {
    const bodies = posted();
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, { ...VALID, rfc: 'ABC12345' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrese un RFC valido segun las normas del SAT..')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('POSTs normalized values, confirms in Spanish and goes back to the list', async () => {
    const bodies = posted();
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/clientes'));
    expect(bodies).toEqual([
      {
        nombre: 'Constructora Yaqui',
        razonSocial: 'Constructora Yaqui, S.A. de C.V.',
        direccion: 'Calle 200 No. 15, Ciudad Obregon, Son.',
        rfc: 'CYA0604127N3',
        telefonoContacto: '644 100 2000',
        correoContacto: 'compras@cyaqui.mx',
        diasCredito: 30,
      },
    ]);
    expect(await screen.findByText('Se guardo el registro: Constructora Yaqui')).toBeInTheDocument();
  });

  it("disables Guardar while it saves: a double click sends one request, with the form's Idempotency-Key", async () => {
    const keys: (string | null)[] = [];
    const bodies = posted(keys);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/cliente', async ({ request }) => {
        await answered;
        return HttpResponse.json({ ...((await request.json()) as object), id: 77, actualizado: 1 }, { status: 201 });
      }),
    );
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, VALID);
    await user.dblClick(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled());
    answer();
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/clientes'));
    expect(bodies).toHaveLength(1);
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  });

  it('opened by its URL, confirms and goes to the list instead of leaving the app', async () => {
    const { user } = await renderStory(AltaPorEnlace);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardo el registro: Constructora Yaqui')).toBeInTheDocument();
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/clientes'));
  });

  it("shows the server's message and its field error when the save is refused", async () => {
    // react-admin logs every failed data provider call in development; that log is expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderStory(RechazoDelServidor);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un cliente con el RFC CPI950214AB1')).toBeInTheDocument();
    expect(screen.getByText('RFC duplicado')).toBeInTheDocument();
    expect(storyRouter.location().pathname).toBe('/clientes/nuevo');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }));
  });

  it('keeps the form when the save meets the database away (503), and sends it again from the same screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bodies = posted();
    server.use(
      http.post(
        '/api/cliente',
        () =>
          HttpResponse.json(
            { message: BASE_NO_RESPONDE, errors: [] },
            { status: 503, headers: { 'Retry-After': '5' } },
          ),
        { once: true },
      ),
    );
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const notice = await screen.findByText(BASE_NO_RESPONDE);
    // A calm notice, not the red error, that hides by itself (src/layout/Notices.tsx).
    expect(notice.closest('.MuiSnackbarContent-root')).toHaveClass('RaNotification-warning');
    expect(storyRouter.location().pathname).toBe('/clientes/nuevo');
    expect(input('razonSocial').value).toBe(VALID.razonSocial);
    expect(input('rfc').value).toBe(VALID.rfc);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardo el registro: Constructora Yaqui')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }));
  }, 40_000);

  it('warns, without blocking, when the RFC check digit does not match', async () => {
    const bodies = posted();
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, { ...VALID, rfc: 'CYA0604127N5' });
    expect(screen.getByText(/digito verificador no coincide/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
  });

  it('does not submit on Enter in a text field', async () => {
    const bodies = posted();
    const { user } = await renderStory(Alta);
    await screen.findByRole('button', { name: 'Guardar' });
    await fill(user, VALID);
    await user.type(input('nombre'), '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bodies).toEqual([]);
    expect(storyRouter.location().pathname).toBe('/clientes/nuevo');
  });
});
