import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import { REPORTE, REPORTES } from './messages';
import * as stories from './Reportes.stories';

const { Indice, ConObraActiva, PermisosLimitados } = composeStories(stories);

const main = () => screen.getByRole('main');
const opened = () => screen.findByRole('heading', { name: 'Reportes', level: 1 });

describe('Reportes', () => {
  it('lists every report with what it shows; those of one obra ask for the active obra', async () => {
    const { user } = await renderStory(Indice);
    expect(await opened()).toBeInTheDocument();
    const pagos = await within(main()).findByRole('link', { name: new RegExp(REPORTE.pagos.titulo) });
    expect(pagos).toHaveAttribute('href', '/cuentas-por-pagar/historial');
    expect(pagos).toHaveTextContent(REPORTE.pagos.descripcion);
    for (const reporte of [REPORTE.resumen, REPORTE.compras, REPORTE.antiguedad]) {
      expect(within(main()).getByText(reporte.titulo)).toBeInTheDocument();
      expect(within(main()).queryByRole('link', { name: new RegExp(reporte.titulo) })).not.toBeInTheDocument();
    }
    expect(within(main()).getAllByText(new RegExp(REPORTES.requiereObra))).toHaveLength(3);
    expect(within(main()).getByText(REPORTES.sinObra)).toBeInTheDocument();
    await user.click(within(main()).getByRole('button', { name: 'Seleccionar Obra...' }));
    expect(await screen.findByRole('dialog', { name: 'Seleccionar Obra...' })).toBeInTheDocument();
  });

  it("links every report with an active obra, the summary to that obra's", async () => {
    const { user } = await renderStory(ConObraActiva);
    await opened();
    const link = (titulo: string) => within(main()).findByRole('link', { name: new RegExp(titulo) });
    expect(await link(REPORTE.compras.titulo)).toHaveAttribute('href', '/compras/historial');
    expect(await link(REPORTE.antiguedad.titulo)).toHaveAttribute('href', '/cuentas-por-pagar/antiguedad');
    expect(await link(REPORTE.pagos.titulo)).toHaveAttribute('href', '/cuentas-por-pagar/historial');
    expect(within(main()).queryByText(REPORTES.sinObra)).not.toBeInTheDocument();
    await user.click(await link(REPORTE.resumen.titulo));
    await waitFor(() => expect(storyRouter.location().pathname).toBe('/obras/2/resumen'));
  });

  it("shows only the reports the user's permisos open", async () => {
    await renderStory(PermisosLimitados);
    await opened();
    expect(await within(main()).findByRole('link', { name: new RegExp(REPORTE.pagos.titulo) })).toBeInTheDocument();
    expect(within(main()).getAllByRole('listitem')).toHaveLength(1);
    for (const reporte of [REPORTE.resumen, REPORTE.compras, REPORTE.antiguedad])
      expect(within(main()).queryByText(reporte.titulo)).not.toBeInTheDocument();
  });
});
