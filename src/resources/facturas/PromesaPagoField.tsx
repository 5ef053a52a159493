/** The list's Promesa de Pago: the date, and 'Vencida' in a red chip (text, not colour alone) once it passed with a saldo. */
import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { VENCIDA } from './messages';
import { fechaCorta } from '../../shared/formato';
import { vencida, type Vencible } from '../../../schemas/aging';

export function PromesaPagoField() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <span>{fechaCorta(record.promesaPago as string | undefined)}</span>
      {vencida(record as Vencible) && <Chip label={VENCIDA} color="error" size="small" />}
    </Stack>
  );
}
