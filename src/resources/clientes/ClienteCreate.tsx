import { schemas } from '../../../schemas';
import { SchemaCreate } from '../../engine';

/** /clientes/nuevo. */
export default function ClienteCreate() {
  return <SchemaCreate schema={schemas.cliente} />;
}
