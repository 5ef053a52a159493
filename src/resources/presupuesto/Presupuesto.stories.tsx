import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { presupuesto } from '.';

const meta = {
  title: 'Presupuesto/Arbol',
  component: ModuleStage,
  args: { module: presupuesto },
  parameters: { route: '/presupuesto', obra: { id: 1, nombre: 'Edificio Corporativo Reforma' } },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo presupuesto: its total equals the obra's costo total; partidas collapsed with their subtotals. */
export const Arbol: Story = {};

/** On a phone: clave, descripción and importe of each row. */
export const EnTelefono: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};

/** A terminado obra: read-only, no Importar. */
export const ObraTerminada: Story = {
  parameters: { obra: { id: 3, nombre: 'Pavimentacion Col. Centenario' } },
};

/** A concepto's editor: clave, descripción, unidad, cantidad and P.U.; the importe is the server's. */
export const EditorDeConcepto: Story = {
  parameters: { route: '/presupuesto/1/editar' },
};

/** A concepto of a terminado obra: its values and the notice, no Guardar. */
export const EditorObraTerminada: Story = {
  parameters: { route: '/presupuesto/1/editar', obra: { id: 3, nombre: 'Pavimentacion Col. Centenario' } },
};

/** Under a concepto's editor, its avance físico: captures by fecha and the form to add one. */
export const AvanceDeConcepto: Story = {
  parameters: { route: '/presupuesto/1/editar' },
};
