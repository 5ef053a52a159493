/**
 * The estado de cuenta del contrato (docs/domain.md, Estado de cuenta). `estadoDeCuenta`: its
 * figures from an obra's sums — the server feeds it its SQL sums
 * (server/modules/estimacion/estado-cuenta.ts), the mocks their fixtures' (mocks/api/estimaciones.ts).
 * `renglonesEstadoCuenta`: its rows in order with their labels, from the answer of
 * `GET /api/estimacion/obra/{obraId}/estadoCuenta`, for every place that shows it (the estimación's
 * PDF and workbook; the screen).
 */
import { porcentaje } from './costo-partida';
import type { EstimacionEstadoCuentaReply as EstadoCuenta } from './generated/api/estimacion';
import { fromCents } from './money';

/** An obra's sums the estado de cuenta reads, in cents. */
export interface SumasEstadoCuenta {
  /** Its conceptos' importe as contracted. */
  contratado: bigint;
  /** …plus its authorized ajustes (the importe vigente). */
  vigente: bigint;
  anticipo: bigint;
  /** Over its estimaciones: importe, amortización and deducciones. */
  estimado: bigint;
  amortizado: bigint;
  deducciones: bigint;
  /** Withheld per retención, in the order the estimaciones first held them. */
  retenido: { nombre: string; importe: bigint }[];
  /** The facturas of its estimaciones: their total and what they still owe. */
  facturado: bigint;
  porCobrar: bigint;
  estimaciones: number;
  finiquitada: boolean;
}

/** The estado de cuenta's figures (pesos) from an obra's sums; the caller adds the obra. */
export function estadoDeCuenta(s: SumasEstadoCuenta): Omit<EstadoCuenta, 'obra'> {
  return {
    contratado: fromCents(s.contratado),
    ajustes: fromCents(s.vigente - s.contratado),
    vigente: fromCents(s.vigente),
    estimado: fromCents(s.estimado),
    estimadoPorcentaje: porcentaje(s.estimado, s.vigente) ?? 0,
    porEstimar: fromCents(s.vigente - s.estimado),
    anticipo: fromCents(s.anticipo),
    amortizado: fromCents(s.amortizado),
    porAmortizar: fromCents(s.anticipo - s.amortizado),
    retenido: s.retenido.map((r) => ({ nombre: r.nombre, importe: fromCents(r.importe) })),
    deducciones: fromCents(s.deducciones),
    facturado: fromCents(s.facturado),
    cobrado: fromCents(s.facturado - s.porCobrar),
    porCobrar: fromCents(s.porCobrar),
    estimaciones: s.estimaciones,
    finiquitada: s.finiquitada,
  };
}

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
