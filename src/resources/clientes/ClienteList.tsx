import { schemas } from '../../../schemas';
import { SchemaList } from '../../engine';

/** /clientes: Nombre, Direccion, Telefono, RFC, with search (SPEC.md §2). */
export default function ClienteList() {
  return <SchemaList schema={schemas.cliente} />;
}
