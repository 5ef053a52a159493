/**
 * Proveedores: a schema-only catalog (docs/product.md §2: Nombre, Direccion, Telefono, Correo, RFC);
 * diasCredito shows, and is required, only while esCredito is checked (`x-ui.showIf`).
 */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

export const proveedores = schemaResource(schemas.proveedor, LocalShippingIcon, { historyTable: 'proveedor' });

export default proveedores;
