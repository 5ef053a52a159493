/** The menu item's inputs: padre (autocomplete), seccion, nombre and link from the schema, icono drawn. */
import { schemas } from '../../../schemas';
import { FormGrid, GridCell, inputFields, SchemaField } from '../../engine';
import { IconoInput } from './IconoInput';
import { PadreInput } from './PadreInput';

const porNombre = Object.fromEntries(inputFields(schemas.menuItem).map((campo) => [campo.name, campo]));

export function MenuInputs() {
  return (
    <FormGrid>
      <GridCell>
        <PadreInput />
      </GridCell>
      <SchemaField field={porNombre.seccion} />
      <SchemaField field={porNombre.nombre} />
      <SchemaField field={porNombre.link} />
      <GridCell>
        <IconoInput />
      </GridCell>
    </FormGrid>
  );
}
