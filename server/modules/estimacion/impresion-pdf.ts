/**
 * GET /api/estimacion/{id}/pdf: the estimación on letter pages as constructoras hand it in: first
 * the page both sides sign — the heading (obra, folio, periodo, cliente, tipo, status), the
 * carátula down to the alcance líquido and its amount in words, the observaciones, the signatures
 * of contratista and supervisión —, then the detalle by partida with every column of the editor,
 * the estado de cuenta del contrato, and the anexos by name (tipo, titulo, archivo).
 */
import { formatCents, toCents } from '../../../schemas/money';
import {
  amountInWords,
  band,
  GREY,
  letterPage,
  MARGIN,
  roomFor,
  roomForTable,
  signatures,
  tableHeader,
  tableRows,
  WIDTH,
  type PdfColumn,
} from '../../reports/letter-pdf';
import { fechaCorta, renderPdf, type PdfDoc } from '../../reports/pdf';
import { tituloLinea, type AnexoImpreso, type EstimacionImpresa, type RenglonDetalle } from './impresion';

/** Ten columns fit across a portrait page at this size; the other tables read at the usual one. */
const DETALLE_FONT = 7;
/**
 * A concepto's descripción is cut here, so its row never outgrows a page (OPUS texts can run to
 * thousands of characters); the workbook keeps it whole.
 */
const DESCRIPCION_MAXIMA = 1200;
/** Rows drawn between two turns of the event loop: an estimación of thousands of lines never holds it. */
const FILAS_POR_TURNO = 200;

const cantidad = (value: number | undefined) =>
  value === undefined ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const dinero = (cents: bigint | undefined) => (cents === undefined ? '' : formatCents(cents));
const recortada = (text: string) =>
  text.length > DESCRIPCION_MAXIMA ? `${text.slice(0, DESCRIPCION_MAXIMA).trimEnd()}…` : text;

const deLinea =
  (campo: 'contratado' | 'anterior' | 'cantidad' | 'acumulado' | 'porEstimar') =>
  (r: RenglonDetalle): string =>
    cantidad(r.linea?.[campo]);

const QUANTITY = 45;
const DETALLE: PdfColumn<RenglonDetalle>[] = [
  { title: tituloLinea('clave'), width: 42, cell: (r) => r.clave },
  { title: tituloLinea('descripcion'), width: 113, cell: (r) => recortada(r.descripcion) },
  { title: tituloLinea('unidad'), width: 32, cell: (r) => r.linea?.unidad ?? '' },
  { title: tituloLinea('contratado'), width: QUANTITY, align: 'right', cell: deLinea('contratado') },
  { title: tituloLinea('anterior'), width: QUANTITY, align: 'right', cell: deLinea('anterior') },
  { title: tituloLinea('cantidad'), width: QUANTITY, align: 'right', cell: deLinea('cantidad') },
  { title: tituloLinea('acumulado'), width: QUANTITY, align: 'right', cell: deLinea('acumulado') },
  { title: tituloLinea('porEstimar'), width: QUANTITY, align: 'right', cell: deLinea('porEstimar') },
  {
    title: tituloLinea('precioUnitario'),
    width: 54,
    align: 'right',
    cell: (r) => (r.linea ? dinero(toCents(r.linea.precioUnitario ?? 0)) : ''),
  },
  {
    title: tituloLinea('importe'),
    width: 66,
    align: 'right',
    cell: (r) => (r.tipo === 'partida' ? '' : dinero(r.importe)),
  },
];

/** A two-column table of labelled amounts: the carátula, the estado de cuenta. */
interface Renglon {
  etiqueta: string;
  importe: bigint;
  negrita?: boolean;
}
const IMPORTES: PdfColumn<Renglon>[] = [
  { title: 'Concepto', width: WIDTH - 110, cell: (r) => r.etiqueta },
  { title: 'Importe', width: 110, align: 'right', cell: (r) => dinero(r.importe) },
];

const ANEXOS: PdfColumn<AnexoImpreso>[] = [
  { title: 'Tipo', width: 130, cell: (a) => a.tipo },
  { title: 'Titulo', width: WIDTH - 130 - 170, cell: (a) => a.titulo },
  { title: 'Archivo', width: 170, cell: (a) => a.nombre },
];

/** A section's title in grey capitals, kept with what follows it. */
function titulo(doc: PdfDoc, text: string, y: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text(text, MARGIN, y, { width: WIDTH });
  doc.fillColor('black');
  return doc.y + 4;
}

/** Points a row of labelled amounts takes, and the most a table of them asks to stay whole. */
const ALTO_RENGLON = 16;
const ALTO_ENTERO = 400;

/** A table of labelled amounts under its section title, on one page when it fits in half of one. */
function importes(doc: PdfDoc, seccion: string, renglones: Renglon[], top: number): number {
  const y = roomForTable(doc, roomFor(doc, top, Math.min(40 + ALTO_RENGLON * renglones.length, ALTO_ENTERO)), 16);
  const continued = (at: number) => titulo(doc, `${seccion} (continuacion)`, at);
  return tableRows(doc, IMPORTES, renglones, tableHeader(doc, IMPORTES, titulo(doc, seccion, y)), {
    continued,
    bold: (r) => r.negrita === true,
  });
}

/** Label and value of each fact, two to a line. */
function datos(doc: PdfDoc, pares: [string, string][], top: number): number {
  const mitad = WIDTH / 2;
  let y = top;
  for (let i = 0; i < pares.length; i += 2) {
    let bottom = y;
    pares.slice(i, i + 2).forEach(([label, value], j) => {
      const x = MARGIN + j * mitad;
      doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY).text(label, x, y, { width: 80 });
      doc
        .font('Helvetica')
        .fillColor('black')
        .text(value, x + 80, y, { width: mitad - 90 });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 3;
  }
  return y + 8;
}

/** The detalle from the top of a new page, named, since the band is on the first. */
async function detalle(doc: PdfDoc, impresa: EstimacionImpresa): Promise<number> {
  doc.addPage();
  const seccion = `DETALLE POR PARTIDA: ${impresa.nombre.toUpperCase()}`;
  const continued = (at: number) => titulo(doc, `${seccion} (continuacion)`, at);
  let y = tableHeader(doc, DETALLE, titulo(doc, seccion, MARGIN), DETALLE_FONT);
  const { detalle: renglones } = impresa;
  const style = {
    continued,
    bold: (r: RenglonDetalle) => r.tipo !== 'concepto',
    keepWithNext: (r: RenglonDetalle) => r.tipo === 'partida',
    fontSize: DETALLE_FONT,
  };
  for (let start = 0; start < renglones.length;) {
    let end = Math.min(start + FILAS_POR_TURNO, renglones.length);
    // A batch never ends on a partida's heading, which keeps to its first line.
    while (end < renglones.length && renglones[end - 1].tipo === 'partida') end++;
    y = tableRows(doc, DETALLE, renglones.slice(start, end), y, style);
    start = end;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return y;
}

function observaciones(doc: PdfDoc, text: string | undefined, top: number): number {
  if (!text) return top;
  const y = titulo(doc, 'OBSERVACIONES', roomFor(doc, top, 40));
  doc.font('Helvetica').fontSize(9).text(text, MARGIN, y, { width: WIDTH });
  return doc.y + 12;
}

/** The números generadores and the reporte fotográfico by name, or that there are none. */
function anexos(doc: PdfDoc, lista: AnexoImpreso[], top: number): number {
  const seccion = 'ANEXOS: NUMEROS GENERADORES Y REPORTE FOTOGRAFICO';
  const y = titulo(doc, seccion, roomForTable(doc, top, 16));
  if (lista.length === 0) {
    doc.font('Helvetica').fontSize(9).text('Sin anexos', MARGIN, y, { width: WIDTH });
    return doc.y + 12;
  }
  const continued = (at: number) => titulo(doc, `${seccion} (continuacion)`, at);
  return tableRows(doc, ANEXOS, lista, tableHeader(doc, ANEXOS, y), { continued });
}

export function estimacionPdf(impresa: EstimacionImpresa): Promise<Buffer> {
  const { estimacion: e } = impresa;
  return renderPdf(letterPage(impresa.nombre), async (doc) => {
    let y = band(doc, {
      titulo: 'ESTIMACION',
      obra: impresa.obra,
      detalles: [
        `Estimacion ${e.folio} · ${fechaCorta(e.fecha)}`,
        `Periodo: ${fechaCorta(e.periodoDel)} al ${fechaCorta(e.periodoAl)}`,
      ],
    });
    y = datos(doc, impresa.datos, y);
    y = importes(doc, 'CARATULA', impresa.caratula, y);
    y = amountInWords(doc, impresa.neto, y + 6);
    // The carátula is the page both sides sign; the detalle and the account follow it.
    signatures(doc, impresa.firmas, observaciones(doc, e.observaciones, y));
    y = (await detalle(doc, impresa)) + 14;
    const estado = impresa.estadoCuenta.map((r) => ({ ...r, importe: toCents(r.importe) }));
    y = importes(doc, `ESTADO DE CUENTA DEL CONTRATO AL ${fechaCorta(impresa.estadoCuentaAl)}`, estado, y) + 14;
    anexos(doc, impresa.anexos, y);
  });
}
