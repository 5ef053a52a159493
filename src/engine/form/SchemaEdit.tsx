/**
 * A schema's edit screen: loads `{api}/{id}` (id from the route), PUTs with the id and the version
 * read in the body and waits for the server before leaving, so its errors stay on the form; a save
 * refused because someone changed the record meanwhile offers to reload it (StaleRecordNotice).
 * Composed by workflow screens like SchemaCreate (actions, toolbar, children, below, save hooks).
 */
import { Edit, TopToolbar } from 'react-admin';
import { resourceOf } from '../fields';
import type { SchemaScreenProps } from './SchemaCreate';
import { SchemaForm } from './SchemaForm';
import { StaleRecordNotice, useStaleRecord } from './StaleRecordNotice';
import { useSchemaSave } from './useSchemaSave';

export interface SchemaEditProps extends SchemaScreenProps {
  /** When the record cannot be read (the default shows react-admin's error). */
  onLoadError?: (error: unknown) => void;
}

export function SchemaEdit({
  schema,
  title,
  actions,
  toolbar,
  children,
  below,
  onLoadError,
  ...save
}: SchemaEditProps) {
  const hints = resourceOf(schema);
  const { meta, transform, mutationOptions } = useSchemaSave({ schema, ...save });
  const stale = useStaleRecord();
  const onError = (error: unknown) => {
    if (!stale.refused(error)) mutationOptions.onError(error);
  };
  return (
    <Edit
      resource={hints.name}
      title={title ?? `Editar ${schema.title}`}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{ ...mutationOptions, onError }}
      queryOptions={{ meta, ...(onLoadError && { onError: onLoadError }) }}
      actions={actions ? <TopToolbar>{actions}</TopToolbar> : false}
    >
      <StaleRecordNotice message={stale.message} onReloaded={stale.clear} />
      <SchemaForm schema={schema} deletable={hints.delete} toolbar={toolbar}>
        {children}
      </SchemaForm>
      {below}
    </Edit>
  );
}
