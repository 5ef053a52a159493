/**
 * Presupuesto (docs/product.md §2 /presupuesto): the active obra's presupuesto as a tree of partidas
 * and conceptos de obra with their totals, its import from OPUS or Neodata, and a concepto's editor.
 */
import { lazy } from 'react';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';

export const presupuesto = schemaResource(schemas.conceptoObra, ListAltIcon, {
  list: lazy(() => import('./PresupuestoArbol')),
  create: null,
  edit: lazy(() => import('./ConceptoEdit')),
});

export default presupuesto;
