import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { notasCredito } from '.';

const obra = { id: 1, nombre: 'Edificio Corporativo Reforma' };

const meta = {
  title: 'Compras/Notas de credito',
  component: ModuleStage,
  args: { module: notasCredito },
  parameters: { route: '/nota-credito', obra },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active obra's notas: folio, fecha, folio proveedor, folio compra, proveedor, status and total; no Nuevo (a nota starts from its compra). */
export const Lista: Story = {};

/** Pending: editable, Subir comprobante (then Aplicar), Imprimir. */
export const Edicion: Story = { parameters: { route: ['/nota-credito', '/nota-credito/2/editar'] } };

/** Applied: read-only, Imprimir and Ver comprobante. */
export const Aplicada: Story = { parameters: { route: ['/nota-credito', '/nota-credito/1/editar'] } };
