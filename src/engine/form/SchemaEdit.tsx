/**
 * A schema's edit screen: loads `{api}/{id}` (id from the route), PUTs with the id in the body and
 * waits for the server before leaving, so its errors stay on the form. `actions` go to the top
 * right (e.g. a document the record prints).
 */
import type { ReactNode } from 'react';
import { Edit, TopToolbar } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { resourceOf } from '../fields';
import { SchemaForm } from './SchemaForm';
import { useSaveError } from './useSaveError';
import { useSaveSuccess } from './useSaveSuccess';
import { schemaTransform } from './validation';

export interface SchemaEditProps {
  schema: EntitySchema;
  actions?: ReactNode;
  /** The resource's own save-failure toast, before the server's reason. */
  saveError?: string;
  children?: ReactNode;
}

export function SchemaEdit({ schema, actions, saveError, children }: SchemaEditProps) {
  const hints = resourceOf(schema);
  const onSuccess = useSaveSuccess(schema);
  const onError = useSaveError(saveError);
  return (
    <Edit
      resource={hints.name}
      title={`Editar ${schema.title}`}
      mutationMode="pessimistic"
      transform={schemaTransform(schema)}
      mutationOptions={{ onSuccess, onError }}
      actions={actions ? <TopToolbar>{actions}</TopToolbar> : false}
    >
      <SchemaForm schema={schema} deletable={hints.delete}>
        {children}
      </SchemaForm>
    </Edit>
  );
}
