/** The menu item's inputs: padre (autocomplete), seccion, nombre and link from the schema, icono drawn. */
import { schemas } from '../../../schemas';
import { inputFields, SchemaInput } from '../../engine';
import { IconoInput } from './IconoInput';
import { PadreInput } from './PadreInput';

const porNombre = Object.fromEntries(inputFields(schemas.menuItem).map((campo) => [campo.name, campo]));

export function MenuInputs() {
  return (
    <>
      <PadreInput />
      <SchemaInput field={porNombre.seccion} />
      <SchemaInput field={porNombre.nombre} />
      <SchemaInput field={porNombre.link} />
      <IconoInput />
    </>
  );
}
