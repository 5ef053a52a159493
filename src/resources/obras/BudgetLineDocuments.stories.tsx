import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { BudgetLineDocuments } from './BudgetLineDocuments';

const meta = {
  title: 'Obra/Resumen/Documentos',
  component: BudgetLineDocuments,
  args: { idObra: 1, partida: 'insumos', onClose: fn() },
  parameters: { route: '/obras/1/resumen', obra: { id: 1, nombre: 'Edificio Corporativo Reforma' } },
} satisfies Meta<typeof BudgetLineDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Insumos of Reforma: its applied compras; no authorized order is waiting for its compra. */
export const Insumos: Story = {};

/** Insumos of Guaymas: no compra applied yet, an authorized order committed. */
export const InsumosComprometidos: Story = {
  args: { idObra: 2 },
  parameters: { route: '/obras/2/resumen', obra: { id: 2, nombre: 'Nave Industrial Guaymas' } },
};

/** Mano de Obra: the obra's nóminas, latest week first. */
export const ManoDeObra: Story = {
  args: { partida: 'manoObra' },
};

/** Indirectos: the applied gastos, paged. */
export const Indirectos: Story = {
  args: { partida: 'indirectos' },
};

/** On a phone the dialog fills the screen. */
export const EnTelefono: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};
