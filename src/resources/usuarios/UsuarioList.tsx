import { schemas } from '../../../schemas';
import { SchemaList } from '../../engine';

/** /configura/usuarios: Nombre, Apellido, Correo, Usuario, with search (docs/product.md §2). */
export default function UsuarioList() {
  return <SchemaList schema={schemas.usuario} />;
}
