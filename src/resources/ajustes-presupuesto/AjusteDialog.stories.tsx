import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { conceptos, partidas } from '../../../mocks/fixtures/presupuesto';
import { AjusteDialog } from './AjusteDialog';

const meta = {
  title: 'Presupuesto/Ajuste',
  component: AjusteDialog,
  args: { idObra: 1, onClose: fn() },
  parameters: { obra: { id: 1, nombre: 'Edificio Corporativo Reforma' } },
} satisfies Meta<typeof AjusteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Ajuste' on a concepto: a volumen adicional (negative, a deductiva) at its P.U., with its justification. */
export const VolumenAdicional: Story = { args: { concepto: conceptos.find((c) => c.obraId === 1) } };

/** 'Concepto extraordinario': clave, descripción, unidad, cantidad and the agreed P.U., in a partida. */
export const Extraordinario: Story = { args: { partidas: partidas.filter((p) => p.obraId === 1) } };
