/**
 * The catalog designer (/configura/catalogos, admins): the admin-defined catalogs as their admins
 * wrote them, each opened by its name (`/configura/catalogos/{nombre}`: a catalog's name is its key,
 * so there is no `{id}/editar`), and a new one at `/configura/catalogos/nuevo`.
 */
import { createElement, lazy } from 'react';
import SchemaIcon from '@mui/icons-material/Schema';
import type { ResourceModule } from '../types';

const CatalogoDisenoEdit = lazy(() => import('./CatalogoDisenoEdit'));

export const catalogosDiseno: ResourceModule = {
  name: 'configura/catalogos',
  list: lazy(() => import('./CatalogoDisenoList')),
  create: lazy(() => import('./CatalogoDisenoCreate')),
  icon: SchemaIcon,
  routes: [{ path: ':nombre', element: createElement(CatalogoDisenoEdit) }],
};

export default catalogosDiseno;
