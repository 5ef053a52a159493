/**
 * What the demo obras in course spent and billed (docs/decisions.md, The demo's story): the numbers
 * a director reads on the dashboard and each obra's summary. Days are from the seeding day, like the
 * obras' own dates; amounts are numeric text; compra lines name a concepto of the catalog (its unit
 * and price), at 16 % IVA.
 * - Torre Medica Pitic buys ahead: its structure's steel and concrete early, so it has spent a
 *   larger share of its budget than of its time (red in Gasto contra Presupuesto).
 * - Ampliacion Planta Minera Santa Elena overran its Insumos (the red card) and, billed less than
 *   it spent, shows a negative Utilidad a la fecha.
 * - Remodelacion Hotel Bahia de Kino is within its Insumos, but not once its authorized orders
 *   count: the last one, a change of scope, was authorized with a justification.
 * - Casa Habitacion Valle Grande, Local Comercial Centro Guaymas and Almacen de Granos Valle del
 *   Yaqui spend less than their time (Guaymas keeps most of its Insumos free, so a large order is
 *   what takes it over). Bodega Agroindustrial Costa de Hermosillo has not started: nothing spent.
 * The Hotel's payables (./cuentas-por-pagar.ts) and the Torre's first compras (./compras.ts) are
 * their own steps; what is here adds to them.
 */
import type { FormaPago } from '../document-columns';

export interface CompraDemo {
  proveedor: string;
  dia: number;
  folioProveedor: string;
  /** [concepto, cantidad]. */
  lineas: [string, number][];
}

export interface GastoDemo {
  folio: number;
  proveedor: string;
  dia: number;
  total: string;
  descripcion: string;
}

export interface IngresoDemo {
  dia: number;
  monto: string;
  formaPago: FormaPago;
  referencia: string;
}

export interface FacturaDemo {
  /** Serie and Folio, as the company's invoicing system numbers them. */
  folio: string;
  dia: number;
  total: string;
  ingresos: IngresoDemo[];
}

export interface CifrasObra {
  compras: CompraDemo[];
  gastos: GastoDemo[];
  /** The usual week's payroll; each past week's nómina varies around it (NOMINA_ARRANQUE, NOMINA_POR_MIL). */
  nominaSemanal: string;
  facturas: FacturaDemo[];
}

/** An authorized order without compra (comprometido), authorized with its justification. */
export interface OrdenJustificadaDemo {
  obra: string;
  proveedor: string;
  dia: number;
  condicion: string;
  lineas: [string, number][];
  justificacion: string;
}

/** The obras whose numbers tell the story above, by their role in it. */
export const HISTORIA = {
  adelantada: 'Torre Medica Pitic',
  insumosRebasados: 'Ampliacion Planta Minera Santa Elena',
  comprometida: 'Remodelacion Hotel Bahia de Kino',
  /** Its Insumos keep room: the e2e of the budget at authorization takes it over with one large order. */
  holgada: 'Local Comercial Centro Guaymas',
};

/** The payroll of an obra's first weeks against its usual week, per mil: the crews are still coming. */
export const NOMINA_ARRANQUE = [620, 840];
/** Then, week after week in turn, per mil of the usual week: overtime one week, rain the next. */
export const NOMINA_POR_MIL = [1000, 1060, 970, 1110, 1030, 940, 1080, 1000, 960, 1120, 1010, 990];

const CEMENTOS = 'Cementos y Concretos de Sonora';
const ACEROS = 'Aceros y Perfiles Pitic';
const MATERIALES = 'Materiales y Agregados del Noroeste';
const BLOCK = 'Block y Tabique del Desierto';
const ELECTRICA = 'Electrica Industrial de Hermosillo';
const PLOMERIA = 'Plomeria y Sanitarios del Yaqui';
const PINTURAS = 'Pinturas y Recubrimientos Kino';
const FLETES = 'Fletes y Acarreos Rio Sonora';
const MAQUINARIA = 'Renta de Maquinaria Pesada del Norte';
const TOPOGRAFIA = 'Topografia y Geodesia Sonorense';
const HERRERIA = 'Jose Luis Ruiz Acosta';

const CONCRETO = "Concreto premezclado f'c 250";
const CEMENTO = 'Cemento gris CPC 30R';
const MORTERO = 'Mortero';
const ARENA = 'Arena de rio';
const GRAVA = 'Grava 3/4"';
const PIEDRA = 'Piedra bola';
const VARILLA_38 = 'Varilla corrugada 3/8"';
const VARILLA_12 = 'Varilla corrugada 1/2"';
const ALAMBRE = 'Alambre recocido cal. 16';
const MALLA = 'Malla electrosoldada 6-6/10-10';
const BLOCK_15 = 'Block de concreto 15x20x40';
const LADRILLO = 'Ladrillo rojo recocido';
const CABLE = 'Cable THW cal. 12';
const CONDUIT = 'Tubo conduit PVC 1/2"';
const CENTRO_CARGA = 'Centro de carga 8 polos';
const TUBO_HIDRAULICO = 'Tubo PVC hidraulico 1/2"';
const TUBO_SANITARIO = 'Tubo PVC sanitario 4"';
const TINACO = 'Tinaco 1100 lt';
const PINTURA = 'Pintura vinilica blanca';
const IMPERMEABILIZANTE = 'Impermeabilizante acrilico 5 años';

const compra = (proveedor: string, dia: number, folioProveedor: string, lineas: [string, number][]): CompraDemo => ({
  proveedor,
  dia,
  folioProveedor,
  lineas,
});

const gasto = (folio: number, proveedor: string, dia: number, total: string, descripcion: string): GastoDemo => ({
  folio,
  proveedor,
  dia,
  total,
  descripcion,
});

const transferencia = (dia: number, monto: string, referencia: string): IngresoDemo => ({
  dia,
  monto,
  formaPago: 'Transferencia',
  referencia,
});

export const CIFRAS_OBRAS: Record<string, CifrasObra> = {
  [HISTORIA.adelantada]: {
    compras: [
      compra(CEMENTOS, -110, 'CCS-18842', [[CONCRETO, 930]]),
      compra(ACEROS, -104, 'APP-7731', [
        [VARILLA_12, 4800],
        [VARILLA_38, 1800],
        [ALAMBRE, 900],
      ]),
      compra(MATERIALES, -98, 'MAN-20412', [
        [ARENA, 640],
        [GRAVA, 660],
      ]),
      compra(BLOCK, -41, 'BTD-3315', [
        [BLOCK_15, 30000],
        [LADRILLO, 9000],
      ]),
      compra(CEMENTOS, -9, 'CCS-19630', [
        [CONCRETO, 160],
        [CEMENTO, 600],
      ]),
    ],
    gastos: [
      gasto(4201, TOPOGRAFIA, -118, '39440.00', 'Levantamiento topografico y trazo del terreno'),
      gasto(4202, MAQUINARIA, -112, '427720.00', 'Renta de retroexcavadora y grua, excavacion y montaje de acero'),
      gasto(4203, HERRERIA, -28, '128760.00', 'Fabricacion de escaleras metalicas'),
    ],
    nominaSemanal: '124850.00',
    facturas: [
      {
        folio: 'A-2101',
        dia: -127,
        total: '5550000.00',
        ingresos: [transferencia(-125, '5550000.00', 'SPEI anticipo')],
      },
      {
        folio: 'A-2102',
        dia: -45,
        total: '4600000.00',
        ingresos: [transferencia(-15, '1500000.00', 'SPEI estimacion 1, parcial')],
      },
    ],
  },
  [HISTORIA.insumosRebasados]: {
    compras: [
      compra(CEMENTOS, -290, 'CCS-15520', [[CONCRETO, 1600]]),
      compra(ACEROS, -280, 'APP-6610', [
        [VARILLA_12, 7000],
        [VARILLA_38, 3000],
        [ALAMBRE, 2000],
      ]),
      compra(MATERIALES, -270, 'MAN-17750', [
        [GRAVA, 1500],
        [ARENA, 1100],
        [PIEDRA, 600],
      ]),
      compra(ACEROS, -200, 'APP-6985', [
        [VARILLA_12, 5000],
        [MALLA, 360],
      ]),
      compra(ELECTRICA, -150, 'EIH-44021', [
        [CABLE, 12000],
        [CONDUIT, 3000],
        [CENTRO_CARGA, 40],
      ]),
      compra(CEMENTOS, -110, 'CCS-17893', [
        [CONCRETO, 800],
        [CEMENTO, 1500],
      ]),
      compra(MATERIALES, -75, 'MAN-19880', [
        [GRAVA, 500],
        [ARENA, 400],
      ]),
    ],
    gastos: [
      gasto(6101, MAQUINARIA, -285, '486720.00', 'Renta de excavadora y tractor, terracerias'),
      gasto(6102, MAQUINARIA, -160, '392080.00', 'Renta de grua de 50 t, montaje de estructura'),
      gasto(6103, FLETES, -90, '390920.00', 'Fletes de acero y concreto a la planta'),
    ],
    nominaSemanal: '98437.50',
    facturas: [
      {
        folio: 'A-1401',
        dia: -307,
        total: '7722000.00',
        ingresos: [transferencia(-300, '7722000.00', 'SPEI anticipo')],
      },
      {
        folio: 'A-1402',
        dia: -180,
        total: '6450000.00',
        ingresos: [
          transferencia(-150, '4000000.00', 'SPEI estimacion 1, parcial'),
          { dia: -120, monto: '2450000.00', formaPago: 'Cheque', referencia: 'Cheque 20931' },
        ],
      },
      { folio: 'A-1403', dia: -30, total: '5800000.00', ingresos: [] },
    ],
  },
  [HISTORIA.comprometida]: {
    compras: [
      compra(CEMENTOS, -55, 'CCS-20110', [
        [CEMENTO, 1000],
        [MORTERO, 800],
      ]),
      compra(PINTURAS, -40, 'PRK-2315', [
        [PINTURA, 180],
        [IMPERMEABILIZANTE, 110],
      ]),
      compra(PLOMERIA, -18, 'PSY-9041', [
        [TUBO_HIDRAULICO, 400],
        [TUBO_SANITARIO, 320],
        [TINACO, 20],
      ]),
    ],
    gastos: [],
    nominaSemanal: '52300.00',
    facturas: [
      { folio: 'A-3301', dia: -67, total: '1044150.00', ingresos: [transferencia(-66, '1044150.00', 'SPEI anticipo')] },
      {
        folio: 'A-3302',
        dia: -20,
        total: '860000.00',
        ingresos: [transferencia(-5, '400000.00', 'SPEI estimacion 1, parcial')],
      },
    ],
  },
  'Casa Habitacion Valle Grande': {
    compras: [
      compra(MATERIALES, -27, 'MAN-21230', [
        [ARENA, 40],
        [GRAVA, 30],
        [PIEDRA, 25],
      ]),
      compra(CEMENTOS, -25, 'CCS-20344', [
        [CEMENTO, 180],
        [MORTERO, 60],
      ]),
      compra(BLOCK, -12, 'BTD-3560', [[BLOCK_15, 2400]]),
    ],
    gastos: [gasto(4301, TOPOGRAFIA, -29, '9860.00', 'Trazo y nivelacion del terreno')],
    nominaSemanal: '24180.00',
    facturas: [],
  },
  [HISTORIA.holgada]: {
    compras: [
      compra(CEMENTOS, -13, 'CCS-20517', [
        [CEMENTO, 150],
        [MORTERO, 80],
      ]),
      compra(BLOCK, -10, 'BTD-3601', [[BLOCK_15, 1200]]),
    ],
    gastos: [gasto(4401, FLETES, -10, '4640.00', 'Flete de block y cemento')],
    nominaSemanal: '19560.00',
    facturas: [],
  },
  'Almacen de Granos Valle del Yaqui': {
    compras: [
      compra(CEMENTOS, -42, 'CCS-20160', [[CONCRETO, 220]]),
      compra(ACEROS, -38, 'APP-8245', [
        [VARILLA_12, 1400],
        [MALLA, 80],
        [ALAMBRE, 300],
      ]),
      compra(MATERIALES, -35, 'MAN-21104', [
        [GRAVA, 250],
        [ARENA, 180],
      ]),
    ],
    gastos: [
      gasto(7101, TOPOGRAFIA, -44, '27840.00', 'Levantamiento topografico'),
      gasto(7102, MAQUINARIA, -43, '97440.00', 'Renta de motoconformadora, nivelacion de terreno'),
    ],
    nominaSemanal: '61900.00',
    facturas: [
      { folio: 'A-501', dia: -52, total: '2892000.00', ingresos: [transferencia(-50, '2892000.00', 'SPEI anticipo')] },
    ],
  },
};

export const ORDEN_JUSTIFICADA: OrdenJustificadaDemo = {
  obra: HISTORIA.comprometida,
  proveedor: PLOMERIA,
  dia: -4,
  condicion: 'Entrega en obra',
  lineas: [
    [TINACO, 14],
    [TUBO_HIDRAULICO, 400],
    [TUBO_SANITARIO, 200],
  ],
  justificacion:
    'Cambio de alcance pedido por el cliente: dos baños mas en planta baja, ya autorizado en su estimacion',
};
