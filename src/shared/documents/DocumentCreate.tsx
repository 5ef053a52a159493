/**
 * A new document of the active obra, dated today (Hermosillo) when it has a fecha: the schema's create
 * screen with the document's inputs; on a closed obra only the notice 'La obra esta terminada..'.
 */
import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { businessToday } from '../../../schemas/today';
import { SchemaCreate, type SchemaSaveProps } from '../../engine';
import { RequireObra, useActiveObra } from '../../obra';
import { DocumentInputs } from './DocumentInputs';
import { OBRA_TERMINADA } from '../../../schemas/messages';
import { useObraTerminada } from './useObraTerminada';

export interface DocumentCreateProps extends Omit<SchemaSaveProps, 'schema'> {
  schema: EntitySchema;
  title: string;
  /** Starting values beyond the obra and the date (the compra a nota comes from). */
  record?: Partial<RaRecord>;
  /** Server-owned properties shown read-only above the inputs (a nota's compra and proveedor). */
  shown?: readonly string[];
  /** Inputs of its own after the schema's, inside the form (a factura's PDF). */
  extra?: ReactNode;
  /** Inside the form, before the inputs (a CFDI that fills them). */
  before?: ReactNode;
}

function Alta({ schema, title, record, shown, extra, before, ...save }: DocumentCreateProps) {
  const { obra } = useActiveObra();
  if (useObraTerminada()) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {OBRA_TERMINADA}
      </Alert>
    );
  }
  return (
    <SchemaCreate
      schema={schema}
      title={title}
      record={{ obra: { id: obra?.id }, ...('fecha' in schema.properties && { fecha: businessToday() }), ...record }}
      {...save}
    >
      {before}
      <DocumentInputs schema={schema} readOnly={false} shown={shown} />
      {extra}
    </SchemaCreate>
  );
}

export function DocumentCreate(props: DocumentCreateProps) {
  return (
    <RequireObra>
      <Alta {...props} />
    </RequireObra>
  );
}
