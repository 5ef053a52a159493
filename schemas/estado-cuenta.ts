/**
 * The estado de cuenta del contrato as people read it (docs/domain.md, Estado de cuenta): its rows
 * in order with their labels, from the answer of `GET /api/estimacion/obra/{obraId}/estadoCuenta`,
 * for every place that shows it (the estimación's PDF and workbook; the screen).
 */
import type { EstimacionEstadoCuentaReply as EstadoCuenta } from './generated/api/estimacion';

export interface RenglonEstadoCuenta {
  etiqueta: string;
  /** Pesos, as the answer holds them. */
  importe: number;
  /** Sums or closes the rows above it. */
  negrita?: boolean;
}

/** Each figure of the estado de cuenta, one row per retención. */
export function renglonesEstadoCuenta(estado: EstadoCuenta): RenglonEstadoCuenta[] {
  return [
    { etiqueta: 'Monto contratado', importe: estado.contratado },
    { etiqueta: 'Ajustes autorizados', importe: estado.ajustes },
    { etiqueta: 'Monto vigente', importe: estado.vigente, negrita: true },
    { etiqueta: `Estimado acumulado (${estado.estimadoPorcentaje} %)`, importe: estado.estimado },
    { etiqueta: 'Por estimar', importe: estado.porEstimar, negrita: true },
    { etiqueta: 'Anticipo otorgado', importe: estado.anticipo },
    { etiqueta: 'Anticipo amortizado', importe: estado.amortizado },
    { etiqueta: 'Anticipo por amortizar', importe: estado.porAmortizar, negrita: true },
    ...estado.retenido.map((r) => ({ etiqueta: `Retenido: ${r.nombre}`, importe: r.importe })),
    { etiqueta: 'Deducciones', importe: estado.deducciones },
    { etiqueta: 'Facturado', importe: estado.facturado },
    { etiqueta: 'Cobrado', importe: estado.cobrado },
    { etiqueta: 'Por cobrar', importe: estado.porCobrar, negrita: true },
  ];
}
