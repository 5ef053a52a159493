import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStage } from '../../engine/resource/ModuleStage';
import { estimaciones } from '.';

const meta = {
  title: 'Estimaciones/Estimaciones',
  component: ModuleStage,
  args: { module: estimaciones },
  parameters: { route: '/estimacion', obra: { id: 1, nombre: 'Edificio Corporativo Reforma' } },
} satisfies Meta<typeof ModuleStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The obra's estimaciones, one per status: folio, periodo, tipo, importe, alcance liquido and status. */
export const Lista: Story = {};

/** A new estimación: periodo, fecha, tipo, conceptos from the presupuesto's search, deducciones and the carátula as typed. */
export const Nueva: Story = { parameters: { route: '/estimacion/nuevo' } };

/** Creada (returned once, with its motivo): editable, its carátula recomputed as quantities are typed; Enviar. */
export const Creada: Story = { parameters: { route: '/estimacion/5/editar' } };

/** Enviada: read-only; Autorizar and Devolver. */
export const Enviada: Story = { parameters: { route: '/estimacion/4/editar' } };

/** Autorizada: who authorized it; Facturar and Devolver. */
export const Autorizada: Story = { parameters: { route: '/estimacion/3/editar' } };

/** Facturada: its factura in Cobros; no action. */
export const Facturada: Story = { parameters: { route: '/estimacion/2/editar' } };

/** Cobrada: its factura collected in full. */
export const Cobrada: Story = { parameters: { route: '/estimacion/1/editar' } };

/** The obra's estado de cuenta del contrato: contract, estimado, anticipo, retenido, cobranza. */
export const EstadoDeCuenta: Story = { parameters: { route: '/estimacion/estado-cuenta' } };
