/**
 * What create and edit screens share about saving: the body (the schema's preparation, then the
 * screen's own `transform`), the form's Idempotency-Key (one per opening, renewed after a save),
 * the success notice and return, and the failure toast.
 */
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { FormIdempotencyKey } from '../../dataProvider';
import type { EntitySchema } from '../../../schemas';
import { useSaveError } from './useSaveError';
import { useSaveSuccess } from './useSaveSuccess';
import { schemaTransform } from './validation';

type Values = Record<string, unknown>;

export interface SchemaSaveProps {
  schema: EntitySchema;
  /** The resource's own save-failure toast, before the server's reason. */
  saveError?: string;
  /** Replaces the failure toast altogether (a fixed text whatever the server said). */
  onSaveError?: (error: unknown) => void;
  /** The success notice, when not 'Se guardo el registro: {recordRepresentation}'. */
  savedNotice?: (record: RaRecord) => string;
  /** Runs after a save, before going back (e.g. refreshing a cached menu). */
  onSaved?: (record: RaRecord) => void;
  /** Reshapes the prepared body; gets the form's raw values too (a password sent as typed). */
  transform?: (record: Values, values: Values) => Values;
}

export function useSchemaSave({ schema, saveError, onSaveError, savedNotice, onSaved, transform }: SchemaSaveProps) {
  const onSuccess = useSaveSuccess(schema, { savedNotice, onSaved });
  const onError = useSaveError(saveError);
  const prepare = schemaTransform(schema);
  const [meta] = useState(() => ({ idempotency: new FormIdempotencyKey() }));
  return {
    /** An edit screen reads its record with it too: react-admin keys the read it refreshes after a save by meta. */
    meta,
    transform: (values: Values) => (transform ? transform(prepare(values), values) : prepare(values)),
    mutationOptions: {
      meta,
      onSuccess: (record: RaRecord) => {
        meta.idempotency.renew();
        onSuccess(record);
      },
      onError: onSaveError ?? onError,
    },
  };
}
