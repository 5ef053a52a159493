/**
 * Conceptos: a schema-only catalog (docs/product.md §2: Nombre, Descripcion, Clasificacion,
 * Subclasificacion, Unidad Medida, Precio Unitario). The editor's selects come from the lookups,
 * subclasificacion following the chosen clasificacion (`x-ui.dependsOn`).
 */
import CategoryIcon from '@mui/icons-material/Category';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

export const conceptos = schemaResource(schemas.concepto, CategoryIcon, { historyTable: 'concepto' });

export default conceptos;
