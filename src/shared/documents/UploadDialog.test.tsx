import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './UploadDialog.stories';

const {
  Inicial,
  SinArchivo,
  Subiendo,
  Exito,
  Fallo,
  CfdiInicial,
  CfdiRevisando,
  CfdiValido,
  CfdiImportesNoCoinciden,
  CfdiDuplicado,
  CfdiNoEsXml,
} = composeStories(stories);

/** The line of the revision list that says `text`. */
const line = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('Upload dialog states', () => {
  it('idle: choose a file, then Subir; without one it says a file is required', () => {
    render(<Inicial />);
    expect(screen.getByRole('dialog', { name: 'Subir comprobante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir' })).toBeEnabled();
    // A document without a CFDI (a nomina) offers no XML.
    expect(screen.queryByLabelText('Elegir XML (CFDI)')).toBeNull();
    render(<SinArchivo />);
    expect(screen.getByText('A file is required for upload.')).toBeInTheDocument();
  });

  it('uploading: the bar at the percent sent, nothing to click', () => {
    render(<Subiendo />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeDisabled();
  });

  it("success and error: the product's message, or the server's reason", () => {
    render(<Exito />);
    expect(screen.getByText('El archivo se subio con exito!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subir' })).toBeNull();
    render(<Fallo />);
    expect(screen.getByText('La obra esta terminada..')).toBeInTheDocument();
  });
});

describe('Upload dialog with a CFDI', () => {
  it('offers the XML beside the file, as buttons a keyboard reaches', () => {
    render(<CfdiInicial />);
    const dialog = screen.getByRole('dialog', { name: 'Subir comprobante' });
    expect(within(dialog).getByLabelText('Elegir XML (CFDI)')).toHaveAttribute(
      'accept',
      '.xml,application/xml,text/xml',
    );
    expect(within(dialog).getByLabelText('Elegir archivo')).toHaveAttribute(
      'accept',
      'application/pdf,image/png,image/jpeg',
    );
    for (const name of ['Elegir archivo', 'Elegir XML (CFDI)'])
      expect(within(dialog).getByRole('button', { name })).toHaveProperty('tagName', 'BUTTON');
    expect(screen.getByRole('button', { name: 'Subir' })).toBeEnabled();
  });

  it('while the server checks the XML, Subir waits', () => {
    render(<CfdiRevisando />);
    expect(screen.getByRole('status')).toHaveTextContent('Revisando el CFDI...');
    expect(screen.getByRole('button', { name: 'Subir' })).toBeDisabled();
  });

  it('every check passing: one line each with its green check, what it fills, and Subir', () => {
    render(<CfdiValido />);
    const list = screen.getByRole('list', { name: 'Revision del CFDI' });
    const lines = within(list).getAllByRole('listitem');
    // Each line: its icon's name, then the server's mensaje.
    expect(lines.map((li) => li.textContent)).toEqual(
      [
        'Tipo de comprobante I (Ingreso)',
        'Moneda MXN',
        'El emisor es el proveedor (RFC CCS980723QH4)',
        'El receptor es la empresa (RFC CSO980512KT5)',
        'Los importes coinciden: total $23,905.35',
        'El UUID 3E0B7A21-4C5D-4E6F-8A9B-0C1D2E3F4A5B no se ha usado antes',
      ].map((mensaje) => `Pasa${mensaje}`),
    );
    for (const li of lines) expect(within(li).getByRole('img', { name: 'Pasa' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Llenara: Folio Proveedor F7788, Folio Fiscal 3E0B7A21-4C5D-4E6F-8A9B-0C1D2E3F4A5B, Fecha 05/03/2026',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir' })).toBeEnabled();
  });

  it('a check failing: its red cross, its differences nested, and Subir off saying why', () => {
    render(<CfdiImportesNoCoinciden />);
    const totales = line('Los importes del CFDI no coinciden con los del documento');
    expect(within(totales).getByRole('img', { name: 'No pasa' })).toBeInTheDocument();
    const detalles = within(totales).getByRole('list', {
      name: 'Los importes del CFDI no coinciden con los del documento',
    });
    expect(
      within(detalles)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Total: $24,021.35 en el CFDI y $23,905.35 en el documento',
      'Renglon 1 (Renta de revolvedora): $1,400.00 en el CFDI y $1,300.00 en el documento',
    ]);
    expect(within(line('Moneda MXN')).getByRole('img', { name: 'Pasa' })).toBeInTheDocument();
    const subir = screen.getByRole('button', { name: 'Subir' });
    expect(subir).toBeDisabled();
    expect(subir).toHaveAccessibleDescription('Corrija el documento o elija otro CFDI: hay revisiones que no pasan');
  });

  it('a UUID on record: that check fails and Subir is off', () => {
    render(<CfdiDuplicado />);
    const uuid = line('El CFDI 3E0B7A21-4C5D-4E6F-8A9B-0C1D2E3F4A5B ya esta registrado en Compra #12');
    expect(within(uuid).getByRole('img', { name: 'No pasa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir' })).toBeDisabled();
  });

  it("a file that is no XML: the server's reason, and Subir off for it", () => {
    render(<CfdiNoEsXml />);
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo no es un XML valido');
    expect(screen.queryByRole('list', { name: 'Revision del CFDI' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Subir' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar XML' })).toBeEnabled();
  });
});
