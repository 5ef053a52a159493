/** Clientes: a schema-only catalog (docs/product.md §2: Nombre, Direccion, Telefono, RFC, with search). */
import PeopleIcon from '@mui/icons-material/People';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

export const clientes = schemaResource(schemas.cliente, PeopleIcon, { historyTable: 'cliente' });

export default clientes;
