/**
 * A document's totals on the server (docs/domain.md Orden de compra): importe per line, subTotal,
 * iva and total in integer cents from the lines about to be stored, whatever the client sent. The
 * lines hold validated decimal text here (quantities and rates with 4 decimals, prices with 2);
 * `cantidad` names the line's quantity column (`cantidad`, `cantidadSurtida`).
 */
import { centsToText, documentTotals } from '../../schemas/money';
import type { Row } from '../entity/define';

export function storeTotals(lines: Row[], values: Row, cantidad: string): bigint {
  const totals = documentTotals(
    lines.map((line) => ({ cantidad: line[cantidad], precioUnitario: line.precioUnitario, tasaiva: line.tasaiva })),
  );
  lines.forEach((line, index) => (line.importe = centsToText(totals.lines[index].importe)));
  values.subTotal = centsToText(totals.subTotal);
  values.iva = centsToText(totals.iva);
  values.total = centsToText(totals.total);
  return totals.total;
}
