import { schemas } from '../../../schemas';
import { SchemaList } from '../../engine';
import { ObraRowActions } from './ObraRowActions';

/** /obras: titled Obras (Nombre, Inicio, Fin, Cliente, Utilidad), debounced filter, Editar and Abrir. */
export default function ObraList() {
  return <SchemaList schema={schemas.obra} rowActions={<ObraRowActions />} />;
}
