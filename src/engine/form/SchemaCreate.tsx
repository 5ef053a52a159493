/** A schema's create screen: POST through the data provider, then back one page. */
import type { ReactNode } from 'react';
import { Create } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { resourceOf } from '../fields';
import { SchemaForm } from './SchemaForm';
import { useSaveError } from './useSaveError';
import { useSaveSuccess } from './useSaveSuccess';
import { schemaTransform } from './validation';

export interface SchemaCreateProps {
  schema: EntitySchema;
  /** The resource's own save-failure toast, before the server's reason. */
  saveError?: string;
  children?: ReactNode;
}

export function SchemaCreate({ schema, saveError, children }: SchemaCreateProps) {
  const onSuccess = useSaveSuccess(schema);
  const onError = useSaveError(saveError);
  return (
    <Create
      resource={resourceOf(schema).name}
      title={`Alta de ${schema.title}`}
      transform={schemaTransform(schema)}
      mutationOptions={{ onSuccess, onError }}
    >
      <SchemaForm schema={schema} alwaysEnableSave>
        {children}
      </SchemaForm>
    </Create>
  );
}
