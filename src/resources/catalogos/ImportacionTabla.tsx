/**
 * The rows of an import preview: the sheet's row number, the values of the catalog's list columns
 * and the row's errors, a row with errors highlighted and the cell of each field it names marked;
 * 50 rows a page, and 'Solo filas con errores' to see only those.
 */
import { useState } from 'react';
import { Checkbox, FormControlLabel, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { EntitySchema } from '../../../schemas';
import type { Importacion } from '../../dataProvider/methods/catalogo';
import { labelOf, resourceOf } from '../../engine';
import { FilaVacia } from '../../shared/tablas/FilaVacia';
import { Paginacion, usePaginacion } from '../../shared/tablas/Paginacion';
import { ERRORES, FILA, SOLO_CON_ERRORES } from './importarMessages';

export const FILAS_POR_PAGINA = 50;

type Fila = Importacion['filas'][number];

/** A sheet's value as read: a reference shows its `nombre`. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return String((value as { nombre?: unknown }).nombre ?? '');
  return String(value);
}

export function ImportacionTabla({ schema, filas }: { schema: EntitySchema; filas: Fila[] }) {
  const [soloErrores, setSoloErrores] = useState(false);
  const paginacion = usePaginacion(FILAS_POR_PAGINA);
  const columnas = resourceOf(schema).list.columns;
  const vistas = soloErrores ? filas.filter((fila) => fila.errores.length > 0) : filas;
  const { page, pageSize } = paginacion;
  const pagina = vistas.slice(page * pageSize, (page + 1) * pageSize);
  const mensaje = (error: Fila['errores'][number]) => `${labelOf(schema, error.field.split('.')[0])}: ${error.message}`;
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={soloErrores}
            onChange={(event) => {
              setSoloErrores(event.target.checked);
              paginacion.setPage(0);
            }}
          />
        }
        label={SOLO_CON_ERRORES}
      />
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{FILA}</TableCell>
            {columnas.map((name) => (
              <TableCell key={name}>{labelOf(schema, name)}</TableCell>
            ))}
            <TableCell>{ERRORES}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pagina.length === 0 && <FilaVacia columnas={columnas.length + 2} />}
          {pagina.map((fila) => {
            const conError = new Set(fila.errores.map((error) => error.field.split('.')[0]));
            return (
              <TableRow
                key={fila.fila}
                sx={fila.errores.length > 0 ? { bgcolor: 'rgba(211, 47, 47, 0.08)' } : undefined}
              >
                <TableCell>{fila.fila}</TableCell>
                {columnas.map((name) => (
                  <TableCell key={name} sx={conError.has(name) ? { color: 'error.main', fontWeight: 600 } : undefined}>
                    {shown(fila.datos[name])}
                  </TableCell>
                ))}
                <TableCell sx={{ color: 'error.main' }}>
                  {fila.errores.map((error) => (
                    <div key={error.field}>{mensaje(error)}</div>
                  ))}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Paginacion count={vistas.length} paginacion={paginacion} />
    </>
  );
}
