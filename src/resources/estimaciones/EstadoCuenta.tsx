/**
 * /estimacion/estado-cuenta: the estado de cuenta del contrato of the active obra (schemas/api/
 * estimacion.ts `estadoCuenta`) in cards: the contract (contratado, ajustes, vigente), what its
 * estimaciones billed of it (with a bar), the anticipo amortized, what was withheld and deducted,
 * and the cobranza of their facturas.
 */
import { useId, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { Loading } from 'react-admin';
import { useWorkflowQuery } from '../../dataProvider';
import type { EstadoDeCuenta as Estado } from '../../dataProvider/methods/estimacion';
import { RequireObra, useActiveObra } from '../../obra';
import { TituloDePagina } from '../../shared/TituloDePagina';
import { pesos, porcentajeTexto } from '../../shared/formato';
import { ESTADO_CUENTA } from './messages';

function Cifra({ label, value, fuerte = false }: { label: string; value: number; fuerte?: boolean }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: fuerte ? 700 : 400 }}
    >
      <span>{label}</span>
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {pesos(value)}
      </Box>
    </Box>
  );
}

function Tarjeta({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ flex: '1 1 300px' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {titulo}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const LISTA = { listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 } as const;

/** The estado de cuenta's cards, as the API answers it. */
export function EstadoCuentaVista({ estado }: { estado: Estado }) {
  const C = ESTADO_CUENTA;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary">
          {estado.obra.nombre} · {C.estimaciones(estado.estimaciones)}
        </Typography>
        {estado.finiquitada && <Chip size="small" color="success" label={C.finiquitada} />}
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Tarjeta titulo={C.contrato}>
          <Box component="ul" sx={LISTA}>
            <Cifra label={C.contratado} value={estado.contratado} />
            <Cifra label={C.ajustes} value={estado.ajustes} />
            <Cifra label={C.vigente} value={estado.vigente} fuerte />
          </Box>
        </Tarjeta>
        <Tarjeta titulo={C.avance}>
          <Typography variant="h5" component="p">
            {porcentajeTexto(estado.estimadoPorcentaje)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, Math.max(0, estado.estimadoPorcentaje))}
            aria-label={C.avance}
            sx={{ my: 1 }}
          />
          <Box component="ul" sx={LISTA}>
            <Cifra label={C.estimado} value={estado.estimado} />
            <Cifra label={C.porEstimar} value={estado.porEstimar} />
          </Box>
        </Tarjeta>
        <Tarjeta titulo={C.anticipo}>
          <Box component="ul" sx={LISTA}>
            <Cifra label={C.anticipo} value={estado.anticipo} />
            <Cifra label={C.amortizado} value={estado.amortizado} />
            <Cifra label={C.porAmortizar} value={estado.porAmortizar} fuerte />
          </Box>
        </Tarjeta>
        <Tarjeta titulo={C.retenido}>
          <Box component="ul" sx={LISTA}>
            {estado.retenido.length === 0 && (
              <Typography component="li" color="text.secondary">
                {C.sinRetenciones}
              </Typography>
            )}
            {estado.retenido.map((r) => (
              <Cifra key={r.nombre} label={r.nombre} value={r.importe} />
            ))}
            <Cifra label={C.deducciones} value={estado.deducciones} />
          </Box>
        </Tarjeta>
        <Tarjeta titulo={C.cobranza}>
          <Box component="ul" sx={LISTA}>
            <Cifra label={C.facturado} value={estado.facturado} />
            <Cifra label={C.cobrado} value={estado.cobrado} />
            <Cifra label={C.porCobrar} value={estado.porCobrar} fuerte />
          </Box>
        </Tarjeta>
      </Box>
    </Stack>
  );
}

function DeLaObra() {
  const { obra } = useActiveObra();
  const { data, isPending, error } = useWorkflowQuery('estadoCuentaEstimaciones', obra?.id ?? 0, {
    enabled: Boolean(obra?.id),
  });
  return (
    <Box sx={{ mt: 2 }}>
      <TituloDePagina sx={{ mb: 2 }}>{ESTADO_CUENTA.titulo}</TituloDePagina>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && !error && <Loading />}
      {data && <EstadoCuentaVista estado={data} />}
    </Box>
  );
}

export default function EstadoCuenta() {
  return (
    <RequireObra>
      <DeLaObra />
    </RequireObra>
  );
}
