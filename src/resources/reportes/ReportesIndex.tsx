/**
 * /reportes (docs/product.md §2): the reports, each a link with what it shows. Only those the user's
 * menu permisos open are listed (authProvider.canAccess, the server still judges every call). Those of
 * one obra need the active obra: without it they say so, and the obra can be picked here.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ObraDialog } from '../../layout/ObraDialog';
import { useActiveObra } from '../../obra';
import { paths } from '../../paths';
import { REPORTE, REPORTES } from './messages';
import { TituloDePagina } from '../../shared/TituloDePagina';

interface Reporte {
  titulo: string;
  descripcion: string;
  /** The resource whose menu permiso opens it. */
  resource: string;
  /** Where it lives; given the active obra for the reports of one obra. */
  to: (obraId?: number) => string;
  porObra: boolean;
}

const REPORTES_DISPONIBLES: Reporte[] = [
  { ...REPORTE.resumen, resource: 'obras/resumen', to: (id) => paths.obraResumen(id ?? ''), porObra: true },
  { ...REPORTE.compras, resource: 'compras/historial', to: () => '/compras/historial', porObra: true },
  {
    ...REPORTE.pagos,
    resource: 'cuentas-por-pagar/historial',
    to: () => '/cuentas-por-pagar/historial',
    porObra: false,
  },
  {
    ...REPORTE.antiguedad,
    resource: 'cuentas-por-pagar/antiguedad',
    to: () => '/cuentas-por-pagar/antiguedad',
    porObra: true,
  },
];

export default function ReportesIndex() {
  const translate = useTranslate();
  const { obra } = useActiveObra();
  const [choosing, setChoosing] = useState(false);
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: REPORTES_DISPONIBLES.map((reporte) => reporte.resource),
  });
  const reportes = REPORTES_DISPONIBLES.filter((reporte) => canAccess?.[reporte.resource]);
  return (
    <Box sx={{ mt: 2, maxWidth: 800 }}>
      <TituloDePagina sx={{ mb: '0.35em' }}>{REPORTES.title}</TituloDePagina>
      {!obra && reportes.some((reporte) => reporte.porObra) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography color="text.secondary">{REPORTES.sinObra}</Typography>
          <Button variant="outlined" onClick={() => setChoosing(true)}>
            {translate('app.obra.select')}
          </Button>
        </Box>
      )}
      <Card>
        {isPending && <LinearProgress />}
        {!isPending && reportes.length === 0 && <Typography sx={{ p: 2 }}>{REPORTES.ninguno}</Typography>}
        <List disablePadding>
          {reportes.map(({ titulo, descripcion, to, porObra }) =>
            porObra && !obra ? (
              <ListItem key={titulo} divider>
                <ListItemText
                  primary={titulo}
                  secondary={`${descripcion} ${REPORTES.requiereObra}`}
                  slotProps={{ primary: { color: 'text.secondary' } }}
                />
              </ListItem>
            ) : (
              <ListItem key={titulo} divider disablePadding>
                <ListItemButton component={Link} to={to(obra?.id)}>
                  <ListItemText
                    primary={titulo}
                    secondary={descripcion}
                    slotProps={{ primary: { color: 'primary' } }}
                  />
                </ListItemButton>
              </ListItem>
            ),
          )}
        </List>
      </Card>
      {choosing && <ObraDialog open onClose={() => setChoosing(false)} />}
    </Box>
  );
}
