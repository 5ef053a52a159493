/**
 * A resource module from a schema alone (docs/architecture.md "Generic first"): list, `nuevo` and
 * `:id/editar` are the engine's screens, each loaded on demand. A resource with a custom screen
 * passes it in `overrides` (itself lazy); `null` leaves a screen out.
 */
import { lazy, type ComponentType } from 'react';
import type { EntitySchema } from '../../../schemas';
import type { ResourceModule } from '../../resources/types';
import { resourceOf } from '../fields';
import type { ScreenKind } from './screens';

export interface SchemaResourceOverrides {
  list?: ComponentType | null;
  create?: ComponentType | null;
  edit?: ComponentType | null;
  routes?: ResourceModule['routes'];
  /** SQL table whose bitácora the generic editor offers as 'Historial' (admins only). */
  historyTable?: string;
}

function lazyScreen(schema: EntitySchema, kind: ScreenKind, historyTable?: string): ComponentType {
  return lazy(async () => ({ default: (await import('./screens')).screenOf(schema, kind, historyTable) }));
}

function screen(
  schema: EntitySchema,
  kind: ScreenKind,
  override: ComponentType | null | undefined,
  historyTable?: string,
) {
  if (override === null) return undefined;
  return override ?? lazyScreen(schema, kind, historyTable);
}

export function schemaResource(
  schema: EntitySchema,
  icon?: ComponentType,
  overrides: SchemaResourceOverrides = {},
): ResourceModule {
  const hints = resourceOf(schema);
  return {
    name: hints.name,
    list: screen(schema, 'list', overrides.list),
    create: screen(schema, 'create', overrides.create),
    edit: screen(schema, 'edit', overrides.edit, overrides.historyTable),
    icon,
    recordRepresentation: hints.recordRepresentation,
    routes: overrides.routes,
  };
}
