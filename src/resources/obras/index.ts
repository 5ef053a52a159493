/**
 * Obras (docs/product.md §2): the schema's list with the Editar and Abrir row actions, the obra editor
 * (client search, money and percent helpers, live utilidad), the summary at `:idObra/resumen`,
 * and `resumen` (also at /resumen) that leads to the active obra's summary.
 */
import { createElement, lazy } from 'react';
import ConstructionIcon from '@mui/icons-material/Construction';
import SummarizeIcon from '@mui/icons-material/Summarize';
import { schemas } from '../../../schemas';
import { schemaResource } from '../../engine/resource/schemaResource';
import type { ResourceModule } from '../types';

const ObraResumen = lazy(() => import('./ObraResumen'));
const ResumenActivo = lazy(() => import('./ResumenActivo'));

export const obras = schemaResource(schemas.obra, ConstructionIcon, {
  list: lazy(() => import('./ObraList')),
  create: lazy(() => import('./ObraCreate')),
  edit: lazy(() => import('./ObraEdit')),
  routes: [
    { path: ':idObra/resumen', element: createElement(ObraResumen) },
    { path: 'resumen', element: createElement(ResumenActivo) },
  ],
});

/** /resumen: the same redirect as /obras/resumen. */
const resumen: ResourceModule = { name: 'resumen', list: ResumenActivo, icon: SummarizeIcon };

export default [obras, resumen];
