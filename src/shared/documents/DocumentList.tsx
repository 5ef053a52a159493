/**
 * The list of a purchasing document of the active obra (órdenes, compras, notas): the schema's
 * list filtered by the obra, its status chip, and, once the obra is closed, a notice and no create.
 */
import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import type { EntitySchema } from '../../../schemas';
import { SchemaList } from '../../engine';
import { RequireObra, useActiveObra } from '../../obra';
import { OBRA_TERMINADA } from '../../../schemas/messages';
import { useObraTerminada } from './useObraTerminada';

export interface DocumentListProps {
  schema: EntitySchema;
  /** The status column's cell (none for a document with one status, a factura). */
  status?: ReactNode;
  /** Other columns' cells (an overdue promesaPago). */
  cells?: Partial<Record<string, ReactNode>>;
  /** Filters beside the active obra (por cobrar). */
  filter?: Record<string, unknown>;
  rowActions?: ReactNode;
  /** False when the document is created elsewhere (a nota from its compra, a pago by Registro de Pago). */
  creatable?: boolean;
  /** Buttons of the whole list (an export). */
  actions?: ReactNode;
}

function Lista({ schema, status, cells, filter, rowActions, creatable = true, actions }: DocumentListProps) {
  const { obra } = useActiveObra();
  const terminada = useObraTerminada();
  return (
    <Box>
      {terminada && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {OBRA_TERMINADA}
        </Alert>
      )}
      <SchemaList
        schema={schema}
        filter={{ ...filter, obraId: obra?.id }}
        cells={{ status, ...cells }}
        rowActions={rowActions}
        creatable={creatable && !terminada}
        actions={actions}
      />
    </Box>
  );
}

export function DocumentList(props: DocumentListProps) {
  return (
    <RequireObra>
      <Lista {...props} />
    </RequireObra>
  );
}
