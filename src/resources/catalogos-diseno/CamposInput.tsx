/**
 * The catalog's fields as rows of the form, one input per designer attribute (schemas/catalog-fields/
 * `Campo`); a row's name is suggested from its label when left empty.
 */
import {
  ArrayInput,
  BooleanInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
  regex,
  useSourceContext,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { CAMPO_TIPOS, CAMPO_TIPO_ETIQUETAS } from '../../../schemas/catalog-fields';
import { CampoPorTipo } from './CampoPorTipo';
import { nombreDeCampo } from './nombres';

const TIPOS = CAMPO_TIPOS.map((id) => ({ id, name: CAMPO_TIPO_ETIQUETAS[id] }));
export const NOMBRE_CAMPO_MENSAJE = 'Una letra, luego letras, digitos o _ (sin espacios ni acentos)';
const NOMBRE_CAMPO = [required(), regex(/^[A-Za-z][A-Za-z0-9_]{0,62}$/, NOMBRE_CAMPO_MENSAJE)];

/**
 * A row's inputs in two columns inside the form's column (one on a phone): in one line they are
 * wider than it, and the card clipped them, scrolling the label and name out of sight as focus
 * moved right.
 */
const FILA_EN_REJILLA = {
  '& .RaSimpleFormIterator-form': {
    display: 'grid',
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
    alignItems: 'start',
    flexGrow: 1,
  },
};

/** The label; leaving it fills an empty name with the label in camelCase. */
function EtiquetaInput() {
  const { getValues, setValue } = useFormContext();
  const nombre = useSourceContext().getSource('nombre');
  const sugerir = (etiqueta: string) => {
    if (!getValues(nombre)) setValue(nombre, nombreDeCampo(etiqueta), { shouldDirty: true });
  };
  return (
    <TextInput
      source="etiqueta"
      label="Etiqueta"
      validate={required()}
      helperText={false}
      onBlur={(event) => sugerir(event.target.value)}
    />
  );
}

export function CamposInput() {
  return (
    <ArrayInput source="campos" label="Campos">
      <SimpleFormIterator
        inline
        disableReordering={false}
        getItemLabel={(index) => `${index + 1}.`}
        sx={FILA_EN_REJILLA}
      >
        <EtiquetaInput />
        <TextInput source="nombre" label="Nombre" validate={NOMBRE_CAMPO} helperText={false} />
        <SelectInput
          source="tipo"
          label="Tipo"
          choices={TIPOS}
          defaultValue="texto"
          validate={required()}
          helperText={false}
        />
        <BooleanInput source="requerido" label="Requerido" helperText={false} />
        <BooleanInput source="columna" label="Columna en la lista" helperText={false} />
        <TextInput source="ayuda" label="Ayuda" helperText={false} />
        <CampoPorTipo />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
