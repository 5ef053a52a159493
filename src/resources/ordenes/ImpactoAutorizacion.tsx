/**
 * The Autorizar dialog's budget impact (docs/product.md §2 /orden-compra): the obra's Insumos card
 * before this order and with it (ejercido, comprometido, the order's amount, each card's share of
 * the budget counting what is committed), and, when the order takes the
 * obra above the budget, the justification the server then requires, sent as autorizar's body.
 */
import { useEffect, useState } from 'react';
import { Alert, CircularProgress, Stack, TextField } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatCents, toCents } from '../../../schemas/money';
import { JUSTIFICACION_MAX } from '../../../schemas/purchasing';
import { useWorkflowQuery } from '../../dataProvider';
import type { ActionDetailsProps } from '../../shared/documents';
import { BudgetCard } from '../../shared/presupuesto';
import { ESTA_ORDEN, INSUMOS_ANTES, INSUMOS_CON_ORDEN, JUSTIFICACION, REBASA_PRESUPUESTO } from './messages';

export function ImpactoAutorizacion({ onChange, refusal }: ActionDetailsProps) {
  const record = useRecordContext();
  const { data, error, refetch } = useWorkflowQuery('impactoOrden', record?.id as number, { staleTime: 0 });
  const [justificacion, setJustificacion] = useState('');
  const texto = justificacion.trim();
  // Without the impact (it could not be read) the server decides, and says why if it refuses.
  const ready = data ? !data.excede || texto !== '' : Boolean(error);
  useEffect(
    () => onChange({ ready, body: texto === '' ? undefined : { justificacion: texto } }),
    [onChange, ready, texto],
  );
  // A refusal may come from orders authorized meanwhile: the cards show them.
  useEffect(() => {
    if (refusal) void refetch();
  }, [refusal, refetch]);

  if (error) return <Alert severity="warning">{error.message}</Alert>;
  if (!data) return <CircularProgress size={24} sx={{ mt: 2 }} />;
  const presupuesto = toCents(data.presupuesto);
  const ejercido = toCents(data.ejercido);
  const comprometido = toCents(data.comprometido);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <BudgetCard title={INSUMOS_ANTES} budget={presupuesto} actual={ejercido} committed={comprometido} />
      <BudgetCard
        title={INSUMOS_CON_ORDEN}
        budget={presupuesto}
        actual={ejercido}
        committed={comprometido + toCents(data.orden)}
        extra={[{ label: ESTA_ORDEN, cents: toCents(data.orden) }]}
      />
      {data.excede && (
        <TextField
          label={JUSTIFICACION}
          required
          multiline
          minRows={3}
          value={justificacion}
          onChange={(event) => setJustificacion(event.target.value)}
          helperText={REBASA_PRESUPUESTO(formatCents(toCents(data.despues) - presupuesto))}
          slotProps={{ htmlInput: { maxLength: JUSTIFICACION_MAX } }}
        />
      )}
    </Stack>
  );
}
