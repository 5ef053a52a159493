/**
 * The editor of a document (orden, compra, nota…): the schema's edit screen whose inputs and
 * Guardar exist only while the server's `acciones` allow `editar`; read-only otherwise, under the
 * server's reason (the status, a terminado obra). `actions` (status, Imprimir, viewers, and the
 * action buttons, which show themselves as `acciones` say) sit above the form, the reasons of the
 * actions not allowed now at the top of its content, with the document's Historial (its bitácora:
 * who changed what, an authorization's justification) for admins.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { EntitySchema } from '../../../schemas';
import { SchemaEdit, SchemaToolbar, type SchemaSaveProps } from '../../engine';
import { RequireObra } from '../../obra';
import { HistorialButton, tablaDe } from '../bitacora';
import { AccionesNoPermitidas } from './AccionesNoPermitidas';
import { DocumentInputs } from './DocumentInputs';
import { useAccion } from './useAccion';

export interface DocumentEditProps extends Omit<SchemaSaveProps, 'schema'> {
  schema: EntitySchema;
  title: string;
  actions: ReactNode;
  /** Server-owned properties shown read-only above the inputs. */
  shown?: readonly string[];
  /** What the document shows of its own after the inputs, inside the form (a factura's PDF and ingresos). */
  extra?: ReactNode;
}

/** The action bar wraps on a narrow screen instead of running past its edge. */
function Acciones({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
      {children}
    </Box>
  );
}

function Guardar() {
  return useAccion('editar').permitida ? <SchemaToolbar /> : null;
}

function Campos({ schema, shown }: Pick<DocumentEditProps, 'schema' | 'shown'>) {
  const { permitida, motivo } = useAccion('editar');
  return <DocumentInputs schema={schema} readOnly={!permitida} notice={motivo} shown={shown} />;
}

export function DocumentEdit({ schema, title, actions, shown, extra, ...save }: DocumentEditProps) {
  return (
    <RequireObra>
      <SchemaEdit
        schema={schema}
        title={title}
        actions={
          <Acciones>
            {actions}
            <HistorialButton tabla={tablaDe(schema)} />
          </Acciones>
        }
        toolbar={<Guardar />}
        {...save}
      >
        <AccionesNoPermitidas />
        <Campos schema={schema} shown={shown} />
        {extra}
      </SchemaEdit>
    </RequireObra>
  );
}
