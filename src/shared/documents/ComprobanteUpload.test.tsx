/**
 * 'Subir comprobante' with a CFDI, on the editors that take one (a compra, a gasto): the XML is
 * checked by the server as soon as it is chosen, Subir follows the checks, and the XML goes up alone
 * or beside the file. The mocks answer by the XML's name (mocks/fixtures/cfdi.ts).
 */
import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { revisionDe } from '../../../mocks/fixtures/cfdi';
import { pdfFile, useNodeFiles, xmlFile } from '../../../mocks/nodeFiles';
import { server } from '../../../mocks/server';
import { multipartUploads } from '../../test/uploads';
import { schemas } from '../../../schemas';
import { cfdiRuleOf, lifecycleOf } from '../../../schemas/lifecycle';
import * as compraStories from '../../resources/compras/Compras.stories';
import * as gastoStories from '../../resources/gastos/Gastos.stories';
import { renderStory } from '../../test/renderStory';

const { Edicion } = composeStories(compraStories);
const { SinComprobante } = composeStories(gastoStories);

type User = Awaited<ReturnType<typeof renderStory>>['user'];

async function openUpload(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Subir comprobante' }));
  return screen.getByRole('dialog', { name: 'Subir comprobante' });
}

const subir = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Subir' });

describe('Subir comprobante with a CFDI', () => {
  beforeEach(useNodeFiles);

  it('checks the XML at once, shows each check and what it fills, then uploads the XML alone', async () => {
    const sent = multipartUploads();
    const { user } = await renderStory(Edicion);
    const dialog = await openUpload(user);
    await user.upload(within(dialog).getByLabelText('Elegir XML (CFDI)'), xmlFile('F7788.xml'));
    expect(within(dialog).getByText('F7788.xml')).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Revision del CFDI' });
    expect(within(list).getByText('Los importes coinciden: total $519.75')).toBeInTheDocument();
    expect(within(list).getAllByRole('img', { name: 'Pasa' })).toHaveLength(6);
    expect(
      within(dialog).getByText(
        'Llenara: Folio Proveedor F7788, Folio Fiscal 3E0B7A21-4C5D-4E6F-8A9B-0C1D2E3F4A5B, Fecha 05/03/2026',
      ),
    ).toBeInTheDocument();
    expect(sent).toContainEqual({ path: 'POST /api/compra/2/revisarCfdi', parts: { xml: 'F7788.xml' } });

    await user.click(subir(dialog));
    expect(await within(dialog).findByText('El archivo se subio con exito!')).toBeInTheDocument();
    expect(await screen.findByText('Comprobante adjuntado.')).toBeInTheDocument();
    expect(sent).toContainEqual({ path: 'PATCH /api/compra/2/comprobante', parts: { xml: 'F7788.xml' } });
  });

  it('keeps Subir off while the check runs, and on a failing one says why with the differences', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/compra/:id/revisarCfdi', async () => {
        await answered;
        return HttpResponse.json(revisionDe(cfdiRuleOf(lifecycleOf(schemas.compra))!, { total: 519.75 }, 'malo'));
      }),
    );
    const { user } = await renderStory(Edicion);
    const dialog = await openUpload(user);
    await user.upload(within(dialog).getByLabelText('Elegir archivo'), pdfFile('factura.pdf'));
    await user.upload(within(dialog).getByLabelText('Elegir XML (CFDI)'), xmlFile('F7788-malo.xml'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Revisando el CFDI...');
    expect(subir(dialog)).toBeDisabled();

    release();
    const totales = (
      await within(dialog).findByText('Los importes del CFDI no coinciden con los del documento')
    ).closest('li') as HTMLElement;
    expect(within(totales).getByRole('img', { name: 'No pasa' })).toBeInTheDocument();
    expect(within(totales).getByText('Total: $635.75 en el CFDI y $519.75 en el documento')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Corrija el documento o elija otro CFDI: hay revisiones que no pasan'),
    ).toBeInTheDocument();
    expect(subir(dialog)).toBeDisabled();
  });

  it('a file that is no XML: the server reason, Subir off until the XML is dropped; then the PDF goes alone', async () => {
    const sent = multipartUploads();
    const { user } = await renderStory(Edicion);
    const dialog = await openUpload(user);
    await user.upload(within(dialog).getByLabelText('Elegir archivo'), pdfFile('factura.pdf'));
    await user.upload(within(dialog).getByLabelText('Elegir XML (CFDI)'), xmlFile('factura-noxml.xml'));
    expect(await within(dialog).findByText('El archivo no es un XML valido')).toBeInTheDocument();
    expect(subir(dialog)).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Quitar XML' }));
    expect(within(dialog).queryByText('El archivo no es un XML valido')).toBeNull();
    expect(subir(dialog)).toBeEnabled();
    await user.click(subir(dialog));
    expect(await within(dialog).findByText('El archivo se subio con exito!')).toBeInTheDocument();
    expect(sent.filter((s) => s.path.startsWith('PATCH'))).toEqual([
      { path: 'PATCH /api/compra/2/comprobante', parts: { file: 'factura.pdf' } },
    ]);
  });

  it('a UUID on record keeps Subir off; another XML that passes turns it on', async () => {
    const { user } = await renderStory(Edicion);
    const dialog = await openUpload(user);
    const xmlInput = within(dialog).getByLabelText('Elegir XML (CFDI)');
    await user.upload(xmlInput, xmlFile('duplicado.xml'));
    const uuid = await within(dialog).findByText(
      'El CFDI 3E0B7A21-4C5D-4E6F-8A9B-0C1D2E3F4A5B ya esta registrado en Compra #12',
    );
    expect(within(uuid.closest('li') as HTMLElement).getByRole('img', { name: 'No pasa' })).toBeInTheDocument();
    expect(subir(dialog)).toBeDisabled();

    await user.upload(xmlInput, xmlFile('F7788.xml'));
    await waitFor(() => expect(subir(dialog)).toBeEnabled());
    expect(within(dialog).queryByRole('img', { name: 'No pasa' })).toBeNull();
  });

  it("a gasto's dialog checks its CFDI against the gasto (the document handlers' route)", async () => {
    const sent = multipartUploads();
    const { user } = await renderStory(SinComprobante);
    const dialog = await openUpload(user);
    await user.upload(within(dialog).getByLabelText('Elegir XML (CFDI)'), xmlFile('F7788.xml'));
    expect(await within(dialog).findByText('Los importes coinciden: total $860.00')).toBeInTheDocument();
    // A gasto's CFDI fills its folio fiscal and fecha, not a folio proveedor.
    expect(
      within(dialog).getByText('Llenara: Folio Fiscal 3E0B7A21-4C5D-4E6F-8A9B-0C1D2E3F4A5B, Fecha 05/03/2026'),
    ).toBeInTheDocument();
    await user.click(subir(dialog));
    expect(await within(dialog).findByText('El archivo se subio con exito!')).toBeInTheDocument();
    expect(sent).toContainEqual({ path: 'PATCH /api/gasto/3/comprobante', parts: { xml: 'F7788.xml' } });
  });
});
