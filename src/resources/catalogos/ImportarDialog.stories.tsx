import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { maquinaria } from '../../../mocks/fixtures/catalogos';
import { importacionMaquinaria } from '../../../mocks/fixtures/importacion';
import { ImportarDialogView } from './ImportarDialogView';

const meta = {
  title: 'Catalogos/Importar',
  component: ImportarDialogView,
  args: {
    open: true,
    schema: maquinaria,
    progreso: null,
    importacion: null,
    error: null,
    onPick: fn(),
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ImportarDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Inicial: Story = {};

/** The sheet going up. */
export const Subiendo: Story = { args: { archivo: 'maquinaria.xlsx', progreso: 40 } };

/** Sent whole: the server reads and checks it. */
export const Leyendo: Story = { args: { archivo: 'maquinaria.xlsx', progreso: 100 } };

/** The preview: 997 valid rows, 3 with errors, a column that names no field. */
export const VistaPreviaConErrores: Story = {
  args: { archivo: 'maquinaria.xlsx', importacion: importacionMaquinaria },
};

/** The server's refusal of the file. */
export const Rechazada: Story = {
  args: { archivo: 'maquinaria.pdf', error: 'El archivo debe ser una hoja .xlsx o .csv' },
};
