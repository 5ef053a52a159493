/**
 * One pago of the history, read-only (a pago admits no changes): its folio, fecha, proveedor, forma
 * de pago, importe and descripcion, and the charges it paid (GET /api/pago/{id}).
 */
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Show, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { schemas } from '../../../schemas';
import type { PagoGetReply } from '../../../schemas/generated/api';
import { resourceOf } from '../../engine';
import { RequireObra } from '../../obra';
import { ReadOnlyFields } from '../../shared/documentos';
import { fechaCorta, pesos } from '../../shared/formato';
import { CARGO_PAGADO_COLUMNAS, CARGOS_PAGADOS, PAGO, REGRESAR, TIPOS_DOCUMENTO } from './messages';

const hints = resourceOf(schemas.pago);
const SHOWN = ['folio', 'fecha', 'proveedor', 'formaPago', 'total', 'descripcion'] as const;

function CargosPagados() {
  const cargos = useRecordContext<PagoGetReply & { id: number }>()?.cargos ?? [];
  return (
    // A grid track of minmax(0, 1fr): on a phone the table scrolls in its box, the page does not.
    <Box
      component="section"
      aria-labelledby="cargos-pagados-titulo"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Typography id="cargos-pagados-titulo" variant="h6" component="h2">
        {CARGOS_PAGADOS}
      </Typography>
      <Box tabIndex={0} role="region" aria-labelledby="cargos-pagados-titulo" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="cargos-pagados-titulo">
          <TableHead>
            <TableRow>
              {CARGO_PAGADO_COLUMNAS.map((columna) => (
                <TableCell key={columna} align={columna === 'Monto' ? 'right' : 'left'}>
                  {columna}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {cargos.map((cargo) => (
              <TableRow key={cargo.id}>
                <TableCell>{TIPOS_DOCUMENTO[cargo.tipoDocumento]}</TableCell>
                <TableCell>{cargo.folioDocumento}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{fechaCorta(cargo.fecha)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {pesos(cargo.monto)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function Titulo() {
  const record = useRecordContext();
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
      {record ? PAGO(record.folio) : ''}
    </Typography>
  );
}

export default function PagoDetalle() {
  return (
    <RequireObra>
      <Show resource={hints.name} title={hints.label} actions={false}>
        <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Titulo />
          <ReadOnlyFields schema={schemas.pago} names={SHOWN} />
          <CargosPagados />
          <Box sx={{ mt: 2 }}>
            <Button component={RouterLink} to={hints.route} startIcon={<ArrowBackIcon />}>
              {REGRESAR}
            </Button>
          </Box>
        </Box>
      </Show>
    </RequireObra>
  );
}
