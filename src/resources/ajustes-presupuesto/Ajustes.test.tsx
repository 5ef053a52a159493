import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ajustesPresupuesto } from '../../../mocks/fixtures/ajustesPresupuesto';
import { formatCents, toCents } from '../../../schemas/money';
import { renderStory } from '../../test/renderStory';
import * as dialogStories from './AjusteDialog.stories';
import * as stories from './Ajustes.stories';

const { Lista, Capturado, SobreElLimite } = composeStories(stories);
const { VolumenAdicional, Extraordinario } = composeStories(dialogStories);

const pesos = (value: number | undefined) => formatCents(toCents(value ?? 0));
const rowOf = (cell: HTMLElement) => cell.closest('tr, [role="row"]') as HTMLElement;
const capturado = ajustesPresupuesto.find((a) => a.status === 'capturado')!;

describe('The obra’s ajustes', () => {
  it('lists folio, fecha, importe and status', async () => {
    await renderStory(Lista);
    const fila = rowOf(await screen.findByText(pesos(capturado.importe)));
    expect(within(fila).getByText('09/03/2026')).toBeInTheDocument();
    expect(within(fila).getByText('Capturado')).toBeInTheDocument();
    expect(within(fila).getByText(String(capturado.folio))).toBeInTheDocument();
  });

  it('a captured one is authorized after confirmation', async () => {
    const { user } = await renderStory(Capturado);
    await user.click(await screen.findByRole('button', { name: 'Autorizar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(`Se autorizo el ajuste #${capturado.folio}`)).toBeInTheDocument();
  });

  it('over the caller’s limit Autorizar is disabled and says the limit and who may authorize', async () => {
    await renderStory(SobreElLimite);
    expect(
      await screen.findByText(
        'Su limite de autorizacion es $1,000.00; pueden autorizarla: Usuario, Asistente, Administrador, Superusuario',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Autorizar' })).toBeDisabled();
  });
});

describe('The ajuste dialog', () => {
  it('a volumen shows its importe at the concepto’s P.U. as typed and is captured', async () => {
    const { user } = await renderStory(VolumenAdicional);
    const concepto = VolumenAdicional.args.concepto!;
    expect(await screen.findByText(`Ajuste al concepto ${concepto.clave}`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cantidad'), '2.5');
    const importe = Math.round(2.5 * (concepto.precioUnitario ?? 0) * 100) / 100;
    expect(screen.getByText(`Importe del ajuste: ${pesos(importe)}`)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Justificacion/), 'Ampliacion pedida por el cliente');
    await user.click(screen.getByRole('button', { name: 'Capturar' }));
    await waitFor(() => expect(VolumenAdicional.args.onClose).toHaveBeenCalled());
  });

  it('an extraordinario without its fields shows the server’s Spanish errors under each', async () => {
    const { user } = await renderStory(Extraordinario);
    await user.type(await screen.findByLabelText('Cantidad'), '12.345');
    await user.type(screen.getByLabelText('P.U.'), '321.07');
    expect(screen.getByText('Importe del ajuste: $3,963.61')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Capturar' }));
    expect(await screen.findAllByText('Campo Obligatorio')).not.toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
