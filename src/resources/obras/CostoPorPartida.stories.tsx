import type { Meta, StoryObj } from '@storybook/react-vite';
import { resumenAnswer } from '../../../mocks/api/obras';
import { obras } from '../../../mocks/fixtures/obras';
import { AvanceObra } from './AvanceObra';
import { CostoPorPartida } from './CostoPorPartida';

const resumen = (id: number) => resumenAnswer(obras.find((o) => o.id === id)!);

const meta = {
  title: 'Obra/Costo por partida',
  component: CostoPorPartida,
  args: { costos: resumen(1).costoPorPartida },
} satisfies Meta<typeof CostoPorPartida>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each partida's importe vigente beside its cost; the third passes it with what is committed (red). */
export const PorPartida: Story = {};

/** An obra without a presupuesto: everything it spends is Sin partida, and the table says why. */
export const SinPresupuesto: Story = {
  args: {
    costos: {
      partidas: [],
      sinPartida: { ...resumen(1).costoPorPartida.sinPartida, ejercido: 125000, margen: -125000, excedida: true },
    },
  },
};

/** The header's avance: físico, financiero and tiempo side by side. */
export const Avance: StoryObj<typeof AvanceObra> = {
  render: () => <AvanceObra avance={resumen(1).avance} />,
};

/** Without a presupuesto there is no avance físico to measure: '—'. */
export const AvanceSinPresupuesto: StoryObj<typeof AvanceObra> = {
  render: () => <AvanceObra avance={{ fisico: null, financiero: 12.5, tiempo: 40 }} />,
};
