import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UploadDialogView } from './UploadDialogView';

const meta = {
  title: 'Compras/Subir comprobante',
  component: UploadDialogView,
  args: { open: true, state: { kind: 'idle' }, onPick: fn(), onUpload: fn(), onClose: fn() },
} satisfies Meta<typeof UploadDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Inicial: Story = {};

/** Subir without a file. */
export const SinArchivo: Story = { args: { state: { kind: 'idle', missing: true } } };

/** The file going out: the bar shows the percent sent. */
export const Subiendo: Story = { args: { state: { kind: 'uploading', percent: 40 }, fileName: 'factura-F-9001.pdf' } };

export const Exito: Story = { args: { state: { kind: 'success' }, fileName: 'factura-F-9001.pdf' } };

/** The server's reason (here: the obra was closed meanwhile). */
export const Fallo: Story = {
  args: { state: { kind: 'error', message: 'La obra esta terminada..' }, fileName: 'factura-F-9001.pdf' },
};
