/**
 * A `lookup` property: a select over the `[{id, nombre}]` a GET of `x-ui.options` answers. With
 * `dependsOn`, the options follow another field (its value goes out as `param`) and a change of
 * that field clears this one, whose old choice belongs to the previous list.
 */
import { useEffect, useRef } from 'react';
import { SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useWorkflowQuery } from '../../dataProvider';
import type { FieldSpec } from '../fields';

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

export function LookupInput({ field }: { field: FieldSpec }) {
  const { options, dependsOn } = field.ui;
  if (!options) throw new Error(`El campo ${field.name} es un lookup sin x-ui.options`);
  const parent: unknown = useWatch({ name: dependsOn?.field ?? field.name });
  const enabled = !dependsOn || isSet(parent);
  const query = dependsOn ? { [dependsOn.param]: String(parent) } : undefined;
  const { data = [], isPending } = useWorkflowQuery('opcionesLookup', { path: options, params: query }, { enabled });

  const { setValue } = useFormContext();
  const previousParent = useRef(parent);
  useEffect(() => {
    if (!dependsOn || previousParent.current === parent) return;
    previousParent.current = parent;
    setValue(field.name, null, { shouldDirty: true });
  }, [dependsOn, parent, field.name, setValue]);

  const loading = enabled && isPending;
  return (
    // Remounted once the options arrive: the select keeps its choices in state and would render
    // one frame with the old (empty) list, which MUI reports as an out-of-range value.
    <SelectInput
      key={loading ? 'cargando' : 'listo'}
      source={field.name}
      label={field.label}
      isRequired={field.required}
      choices={data}
      optionText="nombre"
      isPending={loading}
      disabled={field.ui.readOnly || !enabled}
    />
  );
}
