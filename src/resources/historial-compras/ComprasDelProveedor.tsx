/**
 * The compras of one proveedor under its expanded group, a page at a time (the named query
 * `historialCompras` with the screen's filters): each folio a link to the compra editor. A table
 * in a row of the groups' table; a list in a card on a phone.
 */
import { Box, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { schemas } from '../../../schemas';
import { useWorkflowQuery } from '../../dataProvider';
import { resourceOf } from '../../engine';
import { useNotifyError } from '../../layout/useNotifyError';
import { paths } from '../../paths';
import { fechaCorta } from '../../shared/formato';
import { Paginacion, usePaginacion } from '../../shared/tablas/Paginacion';
import { COMPRAS_DE } from './messages';
import type { Filtros } from './importes';
import { ImportesCeldas, ImportesEncabezados } from './ImportesEnTabla';
import { ImportesEnLista } from './ImportesEnLista';

/** A row of `historialCompras` (server/modules/compra/historial.ts). */
export interface CompraDelHistorial {
  id: number;
  folio: number;
  fecha: string;
  folioProveedor?: string;
  proveedor: { id: number; nombre: string };
  subTotal: number;
  iva: number;
  total: number;
  saldo: number;
}

const compraRoute = resourceOf(schemas.compra).route;

function Folio({ compra }: { compra: CompraDelHistorial }) {
  return (
    <Link component={RouterLink} to={paths.row(compraRoute, compra.id)}>
      {String(compra.folio)}
    </Link>
  );
}

export interface ComprasDelProveedorProps {
  obraId: number;
  proveedor: { id: number; nombre: string };
  filtros: Filtros;
  id: string;
  phone: boolean;
}

export function ComprasDelProveedor({ obraId, proveedor, filtros, id, phone }: ComprasDelProveedorProps) {
  const paginacion = usePaginacion();
  const { data, error } = useWorkflowQuery('consultaPaginada', {
    query: 'historialCompras',
    params: { obraId, proveedorId: proveedor.id, desde: filtros.desde, hasta: filtros.hasta },
    page: paginacion.page,
    pageSize: paginacion.pageSize,
  });
  useNotifyError(error);
  const compras = (data?.content ?? []) as unknown as CompraDelHistorial[];
  const paging = data && <Paginacion count={data.totalElements} paginacion={paginacion} />;

  if (phone)
    return (
      <Box id={id}>
        <Stack component="ul" aria-label={COMPRAS_DE(proveedor.nombre)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {compras.map((compra) => (
            <Box component="li" key={compra.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Folio compra={compra} />
                <Typography variant="body2">{fechaCorta(compra.fecha)}</Typography>
              </Box>
              {compra.folioProveedor && (
                <Typography variant="body2" color="text.secondary">
                  {compra.folioProveedor}
                </Typography>
              )}
              <ImportesEnLista sumas={compra} />
            </Box>
          ))}
        </Stack>
        {paging}
      </Box>
    );

  return (
    <Box id={id} sx={{ pl: 6 }}>
      <Table size="small" aria-label={COMPRAS_DE(proveedor.nombre)}>
        <TableHead>
          <TableRow>
            <TableCell>Folio</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell>Folio Proveedor</TableCell>
            <ImportesEncabezados />
          </TableRow>
        </TableHead>
        <TableBody>
          {compras.map((compra) => (
            <TableRow key={compra.id}>
              <TableCell>
                <Folio compra={compra} />
              </TableCell>
              <TableCell>{fechaCorta(compra.fecha)}</TableCell>
              <TableCell>{compra.folioProveedor}</TableCell>
              <ImportesCeldas sumas={compra} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {paging}
    </Box>
  );
}
