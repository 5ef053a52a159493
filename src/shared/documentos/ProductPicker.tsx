/**
 * The product search of a document's lines (docs/product.md §5): conceptos of clasificación
 * 'Producto' by name (`byClasificacionAndName`, 350 ms), and 'Agregar producto', disabled until one
 * is chosen, which adds it as a line.
 */
import { useState } from 'react';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Autocomplete, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useWorkflowQuery, type Producto } from '../../dataProvider';
import { NO_RESULTS, type FieldSpec } from '../../engine';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { useNotifyError } from '../../layout/useNotifyError';

export const ADD_PRODUCT = 'Agregar producto';
export const PRODUCT_SEARCH = 'Buscar producto';
const PROMPT = 'Escriba el nombre del producto a buscar';
const DEBOUNCE_MS = 350;

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

export function ProductPicker({ onAdd }: { onAdd: (producto: Producto) => void }) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Producto | null>(null);
  const search = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const { data, isFetching, error } = useWorkflowQuery('buscarProductos', search, { enabled: search !== '' });
  useNotifyError(error);
  const options = search !== '' ? (data ?? []) : [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
      <Autocomplete<Producto>
        sx={{ flex: 1, maxWidth: 480 }}
        size="small"
        value={chosen}
        options={options}
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.nombre}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        inputValue={text}
        onInputChange={(_event, next) => setText(next)}
        onChange={(_event, option) => setChosen(option)}
        loading={text.trim() !== '' && (search !== text.trim() || isFetching)}
        loadingText={<CircularProgress size={20} />}
        noOptionsText={text.trim() ? NO_RESULTS : PROMPT}
        renderInput={(params) => <TextField {...params} label={PRODUCT_SEARCH} />}
      />
      <Button
        variant="outlined"
        startIcon={<AddShoppingCartIcon />}
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          onAdd(chosen);
          setChosen(null);
          setText('');
        }}
      >
        {ADD_PRODUCT}
      </Button>
    </Stack>
  );
}
