/** A schema's create screen: POST through the data provider, then back one page. */
import type { ReactNode } from 'react';
import { Create } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { resourceOf } from '../fields';
import { SchemaForm } from './SchemaForm';
import { useSaveSuccess } from './useSaveSuccess';
import { schemaTransform } from './validation';

export function SchemaCreate({ schema, children }: { schema: EntitySchema; children?: ReactNode }) {
  const onSuccess = useSaveSuccess(schema);
  return (
    <Create
      resource={resourceOf(schema).name}
      title={`Alta de ${schema.title}`}
      transform={schemaTransform(schema)}
      mutationOptions={{ onSuccess }}
    >
      <SchemaForm schema={schema} alwaysEnableSave>
        {children}
      </SchemaForm>
    </Create>
  );
}
