/**
 * A schema's edit screen: loads `{api}/{id}` (id from the route), PUTs with the id in the body and
 * waits for the server before leaving, so its errors stay on the form.
 */
import type { ReactNode } from 'react';
import { Edit } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { resourceOf } from '../fields';
import { SchemaForm } from './SchemaForm';
import { useSaveSuccess } from './useSaveSuccess';
import { schemaTransform } from './validation';

export function SchemaEdit({ schema, children }: { schema: EntitySchema; children?: ReactNode }) {
  const onSuccess = useSaveSuccess(schema);
  return (
    <Edit
      resource={resourceOf(schema).name}
      title={`Editar ${schema.title}`}
      mutationMode="pessimistic"
      transform={schemaTransform(schema)}
      mutationOptions={{ onSuccess }}
    >
      <SchemaForm schema={schema}>{children}</SchemaForm>
    </Edit>
  );
}
