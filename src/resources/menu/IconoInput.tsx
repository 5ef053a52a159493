/** `icono` (required): a select of every icon of the registry, each drawn beside its name. */
import { SelectInput } from 'react-admin';
import { menuIcons } from '../../layout/menuIcons';
import { IconoDelRegistro } from './IconoMenu';

const choices = Object.keys(menuIcons)
  .sort()
  .map((name) => ({ id: name, name }));

export function IconoInput() {
  return (
    <SelectInput
      source="icono"
      label="Icono"
      isRequired
      choices={choices}
      optionText={<IconoDelRegistro source="name" />}
    />
  );
}
