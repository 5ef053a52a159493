/**
 * A pending charge's payment date (business today unless changed, docs/product.md §9) and
 * 'Autorizar', which schedules it for that date: the charge then leaves this list for the
 * authorized one. The server's message on failure.
 */
import { useState } from 'react';
import { format, isValid, parseISO } from 'date-fns';
import { DatePicker } from '@mui/x-date-pickers';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Button } from '@mui/material';
import { useNotify } from 'react-admin';
import { businessToday } from '../../../schemas/today';
import { useWorkflowMutation } from '../../dataProvider';
import { SUCCESS_NOTICE_MS } from '../../engine';
import { FECHA_DE_PAGO, type Cargo } from '../../shared/cargos';
import { AUTORIZADO, AUTORIZAR } from './messages';

const ISO_DAY = 'yyyy-MM-dd';

export function AutorizarCargo({ cargo }: { cargo: Cargo }) {
  const notify = useNotify();
  const [fecha, setFecha] = useState<string | null>(businessToday);
  const { mutate, isPending } = useWorkflowMutation('calendarizarCargo', {
    onSuccess: (autorizado) =>
      notify(AUTORIZADO(autorizado, autorizado.fechaPago ?? fecha ?? ''), {
        type: 'success',
        autoHideDuration: SUCCESS_NOTICE_MS,
      }),
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <>
      <DatePicker
        label={FECHA_DE_PAGO}
        value={fecha ? parseISO(fecha) : null}
        onChange={(date) => setFecha(date && isValid(date) ? format(date, ISO_DAY) : null)}
        format="dd/MM/yyyy"
        enableAccessibleFieldDOMStructure={false}
        slotProps={{ textField: { size: 'small', sx: { width: 150, flexShrink: 0 } } }}
      />
      <Button
        size="small"
        variant="contained"
        startIcon={<EventAvailableIcon />}
        disabled={!fecha || isPending}
        onClick={() => fecha && mutate({ cargoId: cargo.id, fechaPago: fecha })}
      >
        {AUTORIZAR}
      </Button>
    </>
  );
}
