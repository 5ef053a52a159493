/** Desde, Hasta and Proveedor: the form that narrows the history, telling the screen what it holds. */
import { useEffect } from 'react';
import { Box } from '@mui/material';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AUTOCOMPLETE_DEBOUNCE_MS, SearchReferenceInput, type Named } from '../../engine';
import { DateInput } from '../../engine/inputs/DateInput';
import type { Filtros } from './importes';
import { BUSCAR_PROVEEDOR, DESDE, HASTA, PROVEEDOR } from './messages';

const PROVEEDOR_LOOKUP = '/api/proveedor/list';

/** Tells the screen what the filter form holds. */
function FiltrosElegidos({ onChange }: { onChange: (filtros: Filtros) => void }) {
  const [desde, hasta, proveedor] = useWatch({ name: ['desde', 'hasta', 'proveedor'] }) as [
    string | null | undefined,
    string | null | undefined,
    Named | null | undefined,
  ];
  const proveedorId = proveedor?.id;
  useEffect(
    () => onChange({ desde: desde || undefined, hasta: hasta || undefined, proveedorId }),
    [desde, hasta, proveedorId, onChange],
  );
  return null;
}

/**
 * The filters on one row from md up, Desde and Hasta narrow beside a wide Proveedor; stacked below.
 * Aligned at the top, and every input has a line under it (the dates' reserved and empty, the
 * proveedor's prompt, which is also its accessible description), so the three share one baseline.
 */
const FILTROS_COLUMNAS = { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(10rem, 1fr)) minmax(12rem, 2fr)' };

export function FiltrosForm({ onChange }: { onChange: (filtros: Filtros) => void }) {
  return (
    <Form>
      <FiltrosElegidos onChange={onChange} />
      <Box sx={{ display: 'grid', gridTemplateColumns: FILTROS_COLUMNAS, columnGap: 2, alignItems: 'start' }}>
        <DateInput source="desde" label={DESDE} />
        <DateInput source="hasta" label={HASTA} />
        <SearchReferenceInput
          source="proveedor"
          label={PROVEEDOR}
          path={PROVEEDOR_LOOKUP}
          param="toSearch"
          debounceMs={AUTOCOMPLETE_DEBOUNCE_MS}
          prompt={BUSCAR_PROVEEDOR}
        />
      </Box>
    </Form>
  );
}
