/**
 * One page of a budget line's documents, read with a named query (dataMethods.consultaPaginada): the
 * columns as the document's schema labels and formats them, the folio a link to its editor. Without
 * the query's permiso the server answers 403, and a short line says so instead of an error toast.
 */
import { useId } from 'react';
import {
  Box,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { PropertySchema } from '../../../schemas';
import { useWorkflowQuery } from '../../dataProvider';
import { enumChoices, labelOf, resourceOf, widgetOf } from '../../engine';
import { useNotifyError } from '../../layout/useNotifyError';
import { paths } from '../../paths';
import { fechaCorta, pesos } from '../../shared/formato';
import { FilaVacia } from '../../shared/tablas/FilaVacia';
import { Paginacion, usePaginacion } from '../../shared/tablas/Paginacion';
import { BUDGET_LINE_DOCUMENTS } from './messages';
import type { DocumentsTableSpec } from './partidas';

/** A value of a row as its property's widget shows it. */
function texto(prop: PropertySchema | undefined, value: unknown): string {
  if (value === undefined || value === null) return '';
  const widget = prop ? widgetOf(prop) : 'text';
  if (widget === 'date') return fechaCorta(String(value));
  if (widget === 'money') return pesos(Number(value));
  if (widget === 'reference') return (value as { nombre?: string }).nombre ?? '';
  if (widget === 'select' && prop)
    return enumChoices(prop).find((choice) => choice.id === value)?.name ?? String(value);
  return String(value);
}

export function DocumentsTable({ idObra, tabla }: { idObra: number; tabla: DocumentsTableSpec }) {
  const titleId = useId();
  const paginacion = usePaginacion();
  const { page, pageSize } = paginacion;
  const { titulo, consulta, params, schema, columnas } = tabla;
  const { data, error, isPending } = useWorkflowQuery('consultaPaginada', {
    query: consulta,
    params: { ...params, obraId: idObra },
    page,
    pageSize,
  });
  const denied = error?.status === 403;
  useNotifyError(denied ? null : error);
  const editor = resourceOf(schema).route;
  const [folio, ...resto] = columnas;
  const widget = (column: string) => (schema.properties[column] ? widgetOf(schema.properties[column]) : 'text');
  const align = (column: string) => (widget(column) === 'money' ? 'right' : 'left');
  // Amounts and dates stay on one line; a nota may wrap.
  const nowrap = (column: string) => (['money', 'date'].includes(widget(column)) ? { whiteSpace: 'nowrap' } : {});

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      {denied ? (
        <Typography color="text.secondary">{BUDGET_LINE_DOCUMENTS.sinPermiso}</Typography>
      ) : (
        // Wide tables scroll inside their box on a phone; the dialog does not.
        <TableContainer sx={{ overflowX: 'auto' }}>
          {isPending && <LinearProgress />}
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                {columnas.map((column) => (
                  <TableCell key={column} align={align(column)}>
                    {labelOf(schema, column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.content.length === 0 && <FilaVacia columnas={columnas.length} />}
              {data?.content.map((row) => (
                <TableRow key={String(row.id)}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={paths.row(editor, String(row.id))}
                      aria-label={`${schema.title} ${String(row[folio])}`}
                    >
                      {String(row[folio])}
                    </Link>
                  </TableCell>
                  {resto.map((column) => (
                    <TableCell key={column} align={align(column)} sx={nowrap(column)}>
                      {texto(schema.properties[column], row[column])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Paginacion count={data?.totalElements ?? 0} paginacion={paginacion} />
        </TableContainer>
      )}
    </Box>
  );
}
