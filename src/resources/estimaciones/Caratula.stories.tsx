import type { Meta, StoryObj } from '@storybook/react-vite';
import { caratula } from '../../../schemas/estimacion';
import { Caratula } from './Caratula';

const meta = {
  title: 'Estimaciones/Caratula',
  component: Caratula,
} satisfies Meta<typeof Caratula>;

export default meta;
type Story = StoryObj<typeof meta>;

const fondo = { nombre: 'Fondo de garantia', base: 'subtotal', tasa: 5, seDevuelve: true } as const;
const millar = { nombre: '5 al millar', base: 'importe', tasa: 0.5 } as const;

/** An estimación with amortización, IVA 16 %, two retenciones and a deducción. */
export const Normal: Story = {
  args: {
    tasaIva: 16,
    cifras: caratula({
      importe: 108_331_52n,
      anticipo: 5_550_000_00n,
      contrato: 18_500_000_00n,
      amortizadoAntes: 0n,
      finiquito: false,
      tasaIva: 16,
      retenciones: [millar, fondo],
      retenidoAntes: new Map(),
      deducciones: [2_350_50n],
    }),
  },
};

/** The finiquito: it amortizes what was left of the anticipo and returns the fondo de garantía (a negative retención). */
export const Finiquito: Story = {
  args: {
    tasaIva: 8,
    cifras: caratula({
      importe: 950_000_00n,
      anticipo: 500_000_00n,
      contrato: 2_000_000_00n,
      amortizadoAntes: 300_000_00n,
      finiquito: true,
      tasaIva: 8,
      retenciones: [millar, fondo],
      retenidoAntes: new Map([[fondo.nombre, 52_500_00n]]),
      deducciones: [],
    }),
  },
};

/** A preview while typing: the server recomputes it on save. */
export const EnEdicion: Story = { args: { ...Normal.args, enEdicion: true } };
