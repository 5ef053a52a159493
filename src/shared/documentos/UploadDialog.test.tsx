import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './UploadDialog.stories';

const { Inicial, SinArchivo, Subiendo, Exito, Fallo } = composeStories(stories);

describe('Upload dialog states', () => {
  it('idle: choose a file, then Subir; without one it says a file is required', () => {
    render(<Inicial />);
    expect(screen.getByRole('dialog', { name: 'Subir comprobante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir' })).toBeEnabled();
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
