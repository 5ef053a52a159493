/**
 * The product search of a document's lines (docs/product.md §5): conceptos of clasificación
 * 'Producto' by name (`byClasificacionAndName`, 350 ms), and 'Agregar producto', disabled until one
 * is chosen, which adds it as a line.
 */
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useWorkflowQuery, type Producto } from '../../dataProvider';
import type { FieldSpec } from '../../engine';
import { AddPicker, type Found } from './AddPicker';

export const ADD_PRODUCT = 'Agregar producto';
export const PRODUCT_SEARCH = 'Buscar producto';
const PROMPT = 'Escriba el nombre del producto a buscar';

/**
 * A chosen product as a new line of `field`: one unit at its catalog price, under the item
 * properties the document has (an orden's `descripcion` and `cantidad`, a compra's `nombre` and
 * `cantidadSurtida`, per `x-ui.lineFields`).
 */
export function lineOf(producto: Producto, field: FieldSpec): Record<string, unknown> {
  const line: Record<string, unknown> = {
    conceptoId: producto.id,
    descripcion: producto.nombre,
    nombre: producto.nombre,
    unidadMedida: producto.unidadMedida?.nombre,
    [field.ui.lineFields?.cantidad ?? 'cantidad']: 1,
    precioUnitario: producto.precioUnitario ?? 0,
  };
  const known = field.prop.items?.properties ?? {};
  return Object.fromEntries(Object.entries(line).filter(([name]) => name in known));
}

/** The conceptos of clasificación 'Producto' named like `search`. */
function useProductos(search: string): Found<Producto> {
  const { data, isFetching, error } = useWorkflowQuery('buscarProductos', search, { enabled: search !== '' });
  return { options: data, isFetching, error };
}

export function ProductPicker({ onAdd }: { onAdd: (producto: Producto) => void }) {
  return (
    <AddPicker<Producto>
      label={PRODUCT_SEARCH}
      prompt={PROMPT}
      addLabel={ADD_PRODUCT}
      icon={<AddShoppingCartIcon />}
      useFound={useProductos}
      optionLabel={(producto) => producto.nombre}
      onAdd={onAdd}
    />
  );
}
