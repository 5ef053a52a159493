/** Sucursales at /configura/sucursales: a schema-only catalog (Nombre, Direccion, Telefono). */
import StoreIcon from '@mui/icons-material/Store';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

export const sucursales = schemaResource(schemas.sucursal, StoreIcon, { historyTable: 'sucursal' });

export default sucursales;
