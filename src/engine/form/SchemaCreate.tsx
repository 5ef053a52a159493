/**
 * A schema's create screen: POST through the data provider, then back (./useSaveSuccess.ts). Workflow screens
 * compose it: `actions` (top right), their own `toolbar`, `children` instead of the generated
 * inputs, `below` the form (in the same card), and the save hooks of `SchemaSaveProps`.
 */
import type { ReactElement, ReactNode } from 'react';
import { Create, TopToolbar, type RaRecord } from 'react-admin';
import { resourceOf } from '../fields';
import { SchemaForm } from './SchemaForm';
import { useSchemaSave, type SchemaSaveProps } from './useSchemaSave';

export interface SchemaScreenProps extends SchemaSaveProps {
  /** Page title, when not 'Alta de {title}' / 'Editar {title}'. */
  title?: string;
  actions?: ReactNode;
  /** Replaces the Guardar (and Borrar) toolbar; `false` shows none. */
  toolbar?: ReactElement | false;
  /** Replaces the generated inputs (a thin override keeps the form, validation and toolbar). */
  children?: ReactNode;
  /** Shown under the form, in the same card (e.g. a separate password form). */
  below?: ReactNode;
}

export interface SchemaCreateProps extends SchemaScreenProps {
  /** Starting values of the new record beyond the schema's defaults (the active obra, today's date). */
  record?: Partial<RaRecord>;
}

export function SchemaCreate({ schema, title, actions, toolbar, children, below, record, ...save }: SchemaCreateProps) {
  const { transform, mutationOptions } = useSchemaSave({ schema, ...save });
  return (
    <Create
      resource={resourceOf(schema).name}
      record={record}
      title={title ?? `Alta de ${schema.title}`}
      transform={transform}
      mutationOptions={mutationOptions}
      actions={actions ? <TopToolbar>{actions}</TopToolbar> : false}
    >
      <SchemaForm schema={schema} alwaysEnableSave toolbar={toolbar}>
        {children}
      </SchemaForm>
      {below}
    </Create>
  );
}
