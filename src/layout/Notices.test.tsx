/**
 * The outage notice (docs/decisions.md, When the database is away): saves the server answers 503
 * — MSW here — notified by the screens as red errors, show as one amber notice with the server's
 * sentence that hides by itself; a refusal of another kind stays red.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, useDataProvider, useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/server';
import { BASE_NO_RESPONDE } from '../../server/db/outage';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { theme } from '../theme';
import { Notices, OUTAGE_NOTICE_MS } from './Notices';

/** Three saves at once, each notifying its failure as a screen does: a red error. */
function SaveThree() {
  const provider = useDataProvider();
  const notify = useNotify();
  const save = () =>
    void Promise.allSettled(
      [1, 2, 3].map((n) =>
        provider
          .create('clientes', { data: { nombre: `Cliente ${n}` } })
          .catch((error: Error) => notify(`Error al guardar el cliente. ${error.message}`, { type: 'error' })),
      ),
    );
  return (
    <button type="button" onClick={save}>
      Guardar
    </button>
  );
}

const renderSaves = () =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} theme={theme}>
      <SaveThree />
      <Notices />
    </AdminContext>,
  );

const snackbarOf = (text: string) => screen.getByText(text).closest('.MuiSnackbarContent-root');
const NOTICE = `Error al guardar el cliente. ${BASE_NO_RESPONDE}`;

describe('Notices', () => {
  it('shows saves that met the database away as one calm notice that hides by itself', async () => {
    let posts = 0;
    server.use(
      http.post('/api/cliente', () => {
        posts++;
        return HttpResponse.json(
          { message: BASE_NO_RESPONDE, errors: [] },
          { status: 503, headers: { 'Retry-After': '5' } },
        );
      }),
    );
    renderSaves();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(posts).toBe(3);
    expect(snackbarOf(NOTICE)).toHaveClass('RaNotification-warning');
    expect(snackbarOf(NOTICE)).not.toHaveClass('RaNotification-error');
    expect(screen.getAllByText(NOTICE)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument(), {
      timeout: OUTAGE_NOTICE_MS + 3000,
    });
    // The other two saves' notices were the same news: none follows.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  }, 20_000);

  it('leaves any other refusal a red error', async () => {
    server.use(
      http.post('/api/cliente', () =>
        HttpResponse.json({ message: 'Error interno del servidor', errors: [] }, { status: 500 }),
      ),
    );
    renderSaves();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const text = 'Error al guardar el cliente. Error interno del servidor';
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(snackbarOf(text)).toHaveClass('RaNotification-error');
  });
});
