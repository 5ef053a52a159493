/**
 * The search of the conceptos de obra an estimación bills: the active obra's presupuesto by clave
 * or words of the descripción (its conceptos page, `toSearch`, 350 ms), and 'Agregar concepto',
 * disabled until one is chosen; a concepto already in the estimación is offered disabled.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Autocomplete, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useWorkflowQuery } from '../../dataProvider';
import type { ConceptoDeObra } from '../../dataProvider/methods/presupuesto';
import { AUTOCOMPLETE_DEBOUNCE_MS, NO_RESULTS } from '../../engine';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { useNotifyError } from '../../layout/useNotifyError';
import { ESTIMACION } from './messages';

const OPCIONES = 20;

export interface ConceptoObraPickerProps {
  idObra: number;
  /** The conceptos already billed by this estimación. */
  tomados: ReadonlySet<number>;
  onAdd: (concepto: ConceptoDeObra) => void;
}

export function ConceptoObraPicker({ idObra, tomados, onAdd }: ConceptoObraPickerProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ConceptoDeObra | null>(null);
  const search = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const { data, isFetching, error } = useWorkflowQuery(
    'conceptosPresupuesto',
    { idObra, toSearch: search, size: OPCIONES },
    { enabled: search !== '' },
  );
  useNotifyError(error);
  const options = search !== '' ? (data?.content ?? []) : [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
      <Autocomplete<ConceptoDeObra>
        sx={{ flex: 1, maxWidth: 560 }}
        size="small"
        value={chosen}
        options={options}
        filterOptions={(all) => all}
        getOptionLabel={(c) => `${c.clave} ${c.descripcion}`}
        getOptionDisabled={(c) => tomados.has(c.id as number)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        inputValue={text}
        onInputChange={(_event, next) => setText(next)}
        onChange={(_event, option) => setChosen(option)}
        loading={text.trim() !== '' && (search !== text.trim() || isFetching)}
        loadingText={<CircularProgress size={20} />}
        noOptionsText={text.trim() ? NO_RESULTS : ESTIMACION.buscarAyuda}
        renderInput={(params) => <TextField {...params} label={ESTIMACION.buscarConcepto} />}
      />
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          onAdd(chosen);
          setChosen(null);
          setText('');
        }}
      >
        {ESTIMACION.agregarConcepto}
      </Button>
    </Stack>
  );
}
