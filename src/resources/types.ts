import type { ComponentType, ReactElement } from 'react';

/**
 * What a resource folder's index.ts exports (the atomic-crm convention). `name` is the react-admin
 * resource and also its base route (`configura/usuarios` → /configura/usuarios); the app shell
 * mounts `list` at the base, `create` at `{base}/nuevo` and `edit` at `{base}/:id/editar`.
 */
export interface ResourceModule {
  name: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: string | ((record: Record<string, unknown>) => string | ReactElement);
  /** Extra child routes, e.g. `{ path: ':id/nota-credito', element: <NotaCreditoCreate/> }`. */
  routes?: { path: string; element: ReactElement }[];
}
