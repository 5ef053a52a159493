/**
 * The `productLines` widget of purchasing documents (orden de compra, compra, nota de crédito): the
 * engine's `lines` table whose rows come from the product search instead of blank rows, and that
 * neither adds nor removes rows while the document is read-only.
 */
import { createContext, useContext } from 'react';
import { LinesInput, registerWidget, type WidgetProps } from '../../engine';
import { lineOf, ProductPicker } from './ProductPicker';

export const PRODUCT_LINES = 'productLines';

/** True inside a document that can no longer change (authorized, applied, of a closed obra). */
export const DocumentReadOnly = createContext(false);

function ProductLinesInput({ field }: WidgetProps) {
  const readOnly = useContext(DocumentReadOnly);
  return (
    <LinesInput
      field={field}
      adder={readOnly ? null : (append) => <ProductPicker onAdd={(producto) => append(lineOf(producto, field))} />}
    />
  );
}

registerWidget(PRODUCT_LINES, ProductLinesInput, { wide: true });
