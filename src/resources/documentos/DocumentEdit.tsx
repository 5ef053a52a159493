/**
 * The editor of a purchasing document (orden, compra, nota): the schema's edit screen whose inputs
 * and Guardar exist only while `editable(record)`; read-only otherwise with `notice(record)`. On a
 * closed obra everything is read-only under 'La obra esta terminada..' and the `writes` actions
 * (Autorizar, Aplicar, Subir comprobante…) are gone; `actions` (status, Imprimir, viewers) stay.
 */
import type { ReactNode } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { SchemaEdit, SchemaToolbar, type SchemaSaveProps } from '../../engine';
import { RequireObra } from '../../obra';
import { DocumentInputs } from './DocumentInputs';
import { OBRA_TERMINADA, useObraTerminada } from './useObraTerminada';

export interface DocumentEditProps extends Omit<SchemaSaveProps, 'schema'> {
  schema: EntitySchema;
  title: string;
  editable: (record: RaRecord | undefined) => boolean;
  /** Why the document can no longer change. */
  notice: (record: RaRecord | undefined) => string;
  actions: ReactNode;
  writes: ReactNode;
  /** Server-owned properties shown read-only above the inputs. */
  shown?: readonly string[];
}

function useEditable(editable: DocumentEditProps['editable']) {
  const record = useRecordContext();
  const terminada = useObraTerminada();
  return { record, terminada, editable: !terminada && editable(record) };
}

function Acciones({ actions, writes }: Pick<DocumentEditProps, 'actions' | 'writes'>) {
  const terminada = useObraTerminada();
  return (
    <>
      {actions}
      {!terminada && writes}
    </>
  );
}

function Guardar({ editable }: Pick<DocumentEditProps, 'editable'>) {
  return useEditable(editable).editable ? <SchemaToolbar /> : null;
}

function Campos({
  schema,
  editable,
  notice,
  shown,
}: Pick<DocumentEditProps, 'schema' | 'editable' | 'notice' | 'shown'>) {
  const state = useEditable(editable);
  return (
    <DocumentInputs
      schema={schema}
      readOnly={!state.editable}
      notice={state.terminada ? OBRA_TERMINADA : notice(state.record)}
      shown={shown}
    />
  );
}

export function DocumentEdit({ schema, title, editable, notice, actions, writes, shown, ...save }: DocumentEditProps) {
  return (
    <RequireObra>
      <SchemaEdit
        schema={schema}
        title={title}
        actions={<Acciones actions={actions} writes={writes} />}
        toolbar={<Guardar editable={editable} />}
        {...save}
      >
        <Campos schema={schema} editable={editable} notice={notice} shown={shown} />
      </SchemaEdit>
    </RequireObra>
  );
}
