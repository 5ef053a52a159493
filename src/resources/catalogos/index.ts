/**
 * Admin-defined catalogs (docs/architecture.md "Schema-only catalogs are a feature for admins"): one
 * resource module serves them all. `/catalogos` lists them; `/catalogos/{catalogo}`, `…/nuevo`
 * and `…/{id}/editar` are the engine's screens for the schema GET /api/catalogo serves.
 */
import { createElement, lazy } from 'react';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { ResourceModule } from '../types';

const CatalogoScreen = lazy(() => import('./CatalogoScreen'));

export const catalogos: ResourceModule = {
  name: 'catalogos',
  list: lazy(() => import('./CatalogoIndex')),
  icon: ListAltIcon,
  routes: [
    { path: ':catalogo', element: createElement(CatalogoScreen, { kind: 'list' }) },
    { path: ':catalogo/nuevo', element: createElement(CatalogoScreen, { kind: 'create' }) },
    { path: ':catalogo/:id/editar', element: createElement(CatalogoScreen, { kind: 'edit' }) },
  ],
};

export default catalogos;
