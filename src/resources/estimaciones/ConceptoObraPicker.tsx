/**
 * The search of the conceptos de obra an estimación bills: the active obra's presupuesto by clave
 * or words of the descripción (its conceptos page, `toSearch`), and 'Agregar concepto'; a concepto
 * already in the estimación is offered disabled.
 */
import AddIcon from '@mui/icons-material/Add';
import { useWorkflowQuery } from '../../dataProvider';
import type { ConceptoDeObra } from '../../dataProvider/methods/presupuesto';
import { AddPicker, type Found } from '../../shared/documents';
import { ESTIMACION } from './messages';

const OPCIONES = 20;

export interface ConceptoObraPickerProps {
  idObra: number;
  /** The conceptos already billed by this estimación. */
  tomados: ReadonlySet<number>;
  onAdd: (concepto: ConceptoDeObra) => void;
}

export function ConceptoObraPicker({ idObra, tomados, onAdd }: ConceptoObraPickerProps) {
  const useConceptos = (search: string): Found<ConceptoDeObra> => {
    const { data, isFetching, error } = useWorkflowQuery(
      'conceptosPresupuesto',
      { idObra, toSearch: search, size: OPCIONES },
      { enabled: search !== '' },
    );
    return { options: data?.content, isFetching, error };
  };
  return (
    <AddPicker<ConceptoDeObra>
      label={ESTIMACION.buscarConcepto}
      prompt={ESTIMACION.buscarAyuda}
      addLabel={ESTIMACION.agregarConcepto}
      icon={<AddIcon />}
      useFound={useConceptos}
      optionLabel={(c) => `${c.clave} ${c.descripcion}`}
      optionDisabled={(c) => tomados.has(c.id as number)}
      onAdd={onAdd}
      maxWidth={560}
    />
  );
}
