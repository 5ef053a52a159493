import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { HOJA_CON_ERRORES, HOJA_CORRECTA } from '../../../mocks/fixtures/presupuesto';
import { ImportarPresupuestoView } from './ImportarPresupuestoView';

/** The preview's first page of `hoja`, as the server answers it. */
const vistaPrevia = (hoja: typeof HOJA_CORRECTA, soloErrores = false) => {
  const renglones = soloErrores ? hoja.renglones.filter((r) => r.errores.length > 0) : hoja.renglones;
  return {
    ...hoja.resumen,
    guardado: false,
    renglones: { content: renglones.slice(0, 50), totalElements: renglones.length, page: 0, pageSize: 50 },
  };
};

const meta = {
  title: 'Presupuesto/Importar',
  component: ImportarPresupuestoView,
  args: {
    open: true,
    progreso: null,
    importacion: null,
    error: null,
    soloErrores: false,
    onPick: fn(),
    onPage: fn(),
    onSoloErrores: fn(),
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ImportarPresupuestoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Inicial: Story = {};

/** Sent whole: the server reads and checks it. */
export const Leyendo: Story = { args: { archivo: 'presupuesto-opus.xlsx', progreso: 100 } };

/** The preview of a sheet without errors: its total matches the sheet's; Importar is offered. */
export const VistaPrevia: Story = {
  args: { archivo: 'presupuesto-opus.xlsx', importacion: vistaPrevia(HOJA_CORRECTA) },
};

/** Two broken rows, only those shown: an importe that is not cantidad × P.U., a repeated clave. */
export const ConErrores: Story = {
  args: { archivo: 'presupuesto-errores.xlsx', importacion: vistaPrevia(HOJA_CON_ERRORES, true), soloErrores: true },
};

/** On a phone the dialog fills the screen and the rows show clave, descripción and importe. */
export const EnTelefono: Story = {
  args: { archivo: 'presupuesto-opus.xlsx', importacion: vistaPrevia(HOJA_CORRECTA) },
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};

/** The server's refusal of the file. */
export const Rechazada: Story = {
  args: {
    archivo: 'notas.txt',
    error:
      'No se encontro el renglon de encabezados: la hoja debe tener columnas Clave, Descripcion, Unidad, Cantidad, P.U. e Importe',
  },
};
