import { schemas } from '../../../schemas';
import { SchemaEdit } from '../../engine';

/** /clientes/{id}/editar. */
export default function ClienteEdit() {
  return <SchemaEdit schema={schemas.cliente} />;
}
