/**
 * GET /api/estimacion/{id}/xlsx: the estimación's PDF as a workbook: a Carátula sheet (its facts,
 * the carátula down to the alcance líquido, the amount in words), a Detalle sheet whose partidas
 * fold their lines under them and close with their subtotal, and the Estado de cuenta; every amount
 * a number, no formula.
 */
import { centsToText, toCents } from '../../../schemas/money';
import { importeEnLetras } from '../../reports/numero-a-letras';
import { fechaCorta } from '../../reports/pdf';
import { workbook, type SheetColumn } from '../../reports/spreadsheet';
import { tituloLinea, type EstimacionImpresa, type RenglonDetalle } from './impresion';

interface Renglon {
  etiqueta: string;
  /** Text beside a fact's label; or an amount, in cents. */
  valor?: string;
  importe?: bigint;
  negrita?: boolean;
}

const pesos = (cents: bigint | undefined) => (cents === undefined ? undefined : centsToText(cents));

const IMPORTES: SheetColumn<Renglon>[] = [
  { header: 'Concepto', value: (r) => r.etiqueta, width: 44 },
  { header: 'Valor', value: (r) => r.valor, width: 56 },
  { header: 'Importe', value: (r) => pesos(r.importe), kind: 'money', width: 18 },
];

const cantidad =
  (campo: 'contratado' | 'anterior' | 'cantidad' | 'acumulado' | 'porEstimar') =>
  (r: RenglonDetalle): number | undefined =>
    r.linea?.[campo];

const DETALLE: SheetColumn<RenglonDetalle>[] = [
  { header: tituloLinea('clave'), value: (r) => r.clave, width: 14 },
  { header: tituloLinea('descripcion'), value: (r) => r.descripcion, width: 60 },
  { header: tituloLinea('unidad'), value: (r) => r.linea?.unidad, width: 10 },
  { header: tituloLinea('contratado'), value: cantidad('contratado'), kind: 'quantity', width: 14 },
  { header: tituloLinea('anterior'), value: cantidad('anterior'), kind: 'quantity', width: 14 },
  { header: tituloLinea('cantidad'), value: cantidad('cantidad'), kind: 'quantity', width: 14 },
  { header: tituloLinea('acumulado'), value: cantidad('acumulado'), kind: 'quantity', width: 14 },
  { header: tituloLinea('porEstimar'), value: cantidad('porEstimar'), kind: 'quantity', width: 14 },
  {
    header: tituloLinea('precioUnitario'),
    value: (r) => (r.linea ? centsToText(toCents(r.linea.precioUnitario ?? 0)) : undefined),
    kind: 'money',
  },
  {
    header: tituloLinea('importe'),
    value: (r) => (r.tipo === 'partida' ? undefined : pesos(r.importe)),
    kind: 'money',
  },
];

export function estimacionXlsx(impresa: EstimacionImpresa) {
  const { estimacion: e } = impresa;
  const caratula: Renglon[] = [
    { etiqueta: 'Obra', valor: impresa.obra },
    { etiqueta: 'Estimacion', valor: `Estimacion ${e.folio}` },
    { etiqueta: 'Fecha', valor: fechaCorta(e.fecha) },
    { etiqueta: 'Periodo', valor: `${fechaCorta(e.periodoDel)} al ${fechaCorta(e.periodoAl)}` },
    ...impresa.datos.map(([etiqueta, valor]) => ({ etiqueta, valor })),
    ...impresa.caratula,
    { etiqueta: 'Importe con letra', valor: importeEnLetras(impresa.neto) },
    ...(e.observaciones ? [{ etiqueta: 'Observaciones', valor: e.observaciones }] : []),
  ];
  const estado: Renglon[] = [
    { etiqueta: 'Al', valor: fechaCorta(impresa.estadoCuentaAl) },
    ...impresa.estadoCuenta.map((r) => ({ ...r, importe: toCents(r.importe) })),
  ];
  const negritas = { heading: (r: Renglon) => r.negrita === true, level: () => 0 };
  return workbook([
    { title: 'Caratula', columns: IMPORTES, rows: caratula, layout: negritas },
    {
      title: 'Detalle',
      columns: DETALLE,
      rows: impresa.detalle,
      layout: {
        heading: (r: RenglonDetalle) => r.tipo !== 'concepto',
        level: (r: RenglonDetalle) => (r.tipo === 'concepto' ? 1 : 0),
      },
    },
    {
      title: 'Estado de cuenta',
      columns: IMPORTES,
      rows: estado,
      layout: negritas,
    },
  ]);
}
