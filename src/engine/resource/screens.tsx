/**
 * The generic screens of a schema as components without props, the shape a route mounts. Loaded
 * on demand by `schemaResource`, so the engine stays out of the first chunk.
 */
import type { ComponentType } from 'react';
import type { EntitySchema } from '../../../schemas';
import { SchemaCreate } from '../form/SchemaCreate';
import { SchemaEdit } from '../form/SchemaEdit';
import { SchemaList } from '../list/SchemaList';
import { HistorialButton } from '../../shared/bitacora/HistorialButton';

export type ScreenKind = 'list' | 'create' | 'edit';

export function screenOf(schema: EntitySchema, kind: ScreenKind, historyTable?: string): ComponentType {
  switch (kind) {
    case 'list':
      return function GeneratedList() {
        return <SchemaList schema={schema} />;
      };
    case 'create':
      return function GeneratedCreate() {
        return <SchemaCreate schema={schema} />;
      };
    case 'edit':
      return function GeneratedEdit() {
        return <SchemaEdit schema={schema} actions={historyTable && <HistorialButton tabla={historyTable} />} />;
      };
  }
}
