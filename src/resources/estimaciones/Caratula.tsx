/**
 * The carátula of an estimación: importe, amortización del anticipo, subtotal, IVA, each retención on
 * its base, deducciones and the alcance líquido, labelled by the schema's titles. While it is
 * edited the figures are the browser's preview (./caratulaEnEdicion.ts) and say so.
 */
import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import { schemas } from '../../../schemas';
import type { Caratula as Cifras } from '../../../schemas/estimacion';
import { formatCents } from '../../../schemas/money';
import { enumChoices, labelOf } from '../../engine';
import { ESTIMACION } from './messages';

const titulo = (name: string) => labelOf(schemas.estimacion, name);
const retencionItem = schemas.estimacion.properties.retenciones?.items?.properties ?? {};
const baseDe = (base: string) =>
  (enumChoices(retencionItem.base ?? {}).find((c) => c.id === base)?.name ?? base).toLowerCase();

function Renglon({ label, cents, fuerte = false }: { label: string; cents: bigint; fuerte?: boolean }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25, fontWeight: fuerte ? 700 : undefined }}
    >
      <span>{label}</span>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatCents(cents)}
      </Box>
    </Box>
  );
}

export interface CaratulaProps {
  cifras: Omit<Cifras, 'totalRetenciones'>;
  tasaIva: number;
  /** A preview of what is being typed, recomputed by the server on save. */
  enEdicion?: boolean;
}

export function Caratula({ cifras, tasaIva, enEdicion = false }: CaratulaProps) {
  return (
    <Card
      component="section"
      variant="outlined"
      sx={{ maxWidth: 480, width: '100%' }}
      aria-labelledby="caratula-titulo"
    >
      <CardContent>
        <Typography variant="subtitle1" component="h2" id="caratula-titulo">
          {ESTIMACION.caratula}
        </Typography>
        {enEdicion && (
          <Typography variant="caption" color="text.secondary">
            {ESTIMACION.caratulaAlGuardar}
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          <Renglon label={titulo('importe')} cents={cifras.importe} />
          <Renglon label={titulo('amortizacion')} cents={-cifras.amortizacion} />
          <Renglon label={titulo('subtotal')} cents={cifras.subtotal} fuerte />
          <Renglon label={ESTIMACION.ivaDe(tasaIva)} cents={cifras.iva} />
          {cifras.retenciones.map((r) => (
            <Renglon
              key={r.nombre}
              label={ESTIMACION.retencionDe(r.nombre, r.tasa, baseDe(r.base))}
              cents={-r.importe}
            />
          ))}
          {cifras.totalDeducciones !== 0n && (
            <Renglon label={titulo('totalDeducciones')} cents={-cifras.totalDeducciones} />
          )}
        </Box>
        <Divider sx={{ my: 1 }} />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <Renglon label={titulo('neto')} cents={cifras.neto} fuerte />
        </Box>
      </CardContent>
    </Card>
  );
}
