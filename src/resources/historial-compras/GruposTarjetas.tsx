/** The groups on a phone (below sm): a card per proveedor that opens on its compras, and the total's card. */
import { Card, CardContent, CardHeader, Collapse, Stack, Typography } from '@mui/material';
import { EMPTY_LIST } from '../../engine';
import { ComprasDelProveedor } from './ComprasDelProveedor';
import { ExpandButton } from './ExpandButton';
import type { GruposProps } from './grupos';
import { ImportesEnLista } from './ImportesEnLista';
import { N_COMPRAS, TOTAL } from './messages';
import { useAbiertos } from './useAbiertos';

export function GruposTarjetas({ historial, obraId, filtros, labelledBy }: GruposProps) {
  const abierto = useAbiertos();
  if (historial.grupos.length === 0) return <Typography sx={{ p: 2 }}>{EMPTY_LIST}</Typography>;
  return (
    <Stack component="ul" aria-labelledby={labelledBy} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {historial.grupos.map((grupo) => {
        const { open, detalle, toggle } = abierto(grupo.proveedor.id);
        const titleId = `${detalle}-titulo`;
        return (
          <Card key={grupo.proveedor.id} component="li" variant="outlined" aria-labelledby={titleId}>
            <CardHeader
              title={grupo.proveedor.nombre}
              subheader={N_COMPRAS(grupo.compras)}
              action={<ExpandButton grupo={grupo} open={open} controls={detalle} onToggle={toggle} />}
              slotProps={{ title: { id: titleId, variant: 'subtitle1', component: 'h2' } }}
              sx={{ pb: 0 }}
            />
            <CardContent sx={{ display: 'grid', gap: 0.5, py: 1 }}>
              <ImportesEnLista sumas={grupo} />
              <Collapse in={open} unmountOnExit>
                <ComprasDelProveedor id={detalle} obraId={obraId} proveedor={grupo.proveedor} filtros={filtros} phone />
              </Collapse>
            </CardContent>
          </Card>
        );
      })}
      <Card component="li" variant="outlined" aria-label={TOTAL}>
        <CardHeader
          title={TOTAL}
          subheader={N_COMPRAS(historial.total.compras)}
          slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
          sx={{ pb: 0 }}
        />
        <CardContent sx={{ display: 'grid', gap: 0.5, py: 1 }}>
          <ImportesEnLista sumas={historial.total} />
        </CardContent>
      </Card>
    </Stack>
  );
}
