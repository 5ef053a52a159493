/**
 * The print of /cuentas-por-pagar/pendiente and /autorizado: every unpaid charge of the obra the
 * screen lists, in its order and with its columns, and the totals of monto and saldo in cents.
 */
import { formatCents, sumCents, toCents } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { band, GREY, letterPage, MARGIN, roomFor, table, totalRow, type PdfColumn } from '../../reports/letter-pdf';
import { fechaCorta, renderPdf } from '../../reports/pdf';
import { everyCargo, type CargoLeido } from '../../domain/payables';
import { TIPO_DOCUMENTO } from './relacion';

export const tituloCargos = (autorizado: boolean) =>
  autorizado ? 'Cuentas por Pagar - Autorizadas' : 'Cuentas por Pagar - No Autorizadas';

const money = (value: number) => formatCents(toCents(value));

const COLUMNS: PdfColumn<CargoLeido>[] = [
  { title: 'Tipo', width: 44, cell: (row) => TIPO_DOCUMENTO[row.tipoDocumento] },
  { title: 'Folio', width: 40, cell: (row) => String(row.folioDocumento) },
  { title: 'Fecha', width: 56, align: 'center', cell: (row) => fechaCorta(row.fecha) },
  { title: 'Proveedor', width: 136, cell: (row) => row.proveedor.nombre },
  { title: 'Monto', width: 72, align: 'right', cell: (row) => money(row.monto) },
  { title: 'Saldo', width: 72, align: 'right', cell: (row) => money(row.saldo) },
  { title: 'Promesa de Pago', width: 56, align: 'center', cell: (row) => fechaCorta(row.promesaPago) },
  {
    title: 'Fecha de Pago',
    width: 56,
    align: 'center',
    cell: (row) => (row.fechaPago ? fechaCorta(row.fechaPago) : ''),
  },
];

export async function reporteCargos(db: Executor, caller: Caller, obraId: number, autorizado: boolean) {
  const { obra, cargos } = await everyCargo(db, caller, { obraId, pagados: false, autorizado });
  const titulo = tituloCargos(autorizado);
  return renderPdf(letterPage(titulo), (doc) => {
    const top = band(doc, {
      titulo,
      obra: obra.nombre,
      detalles: [`Impreso: ${fechaCorta(businessToday())}`, `Cargos: ${cargos.length}`],
    });
    let y = table(doc, COLUMNS, cargos, top) + 8;
    if (cargos.length === 0) {
      doc.font('Helvetica').fontSize(9).fillColor(GREY).text('No hay cargos.', MARGIN, y);
      y = doc.y + 8;
    }
    y = roomFor(doc, y, 50);
    y = totalRow(doc, 'Total monto', sumCents(cargos.map((row) => row.monto)), y);
    totalRow(doc, 'Total saldo', sumCents(cargos.map((row) => row.saldo)), y, true);
  });
}
