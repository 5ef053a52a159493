/**
 * A pending charge's payment date (its promesa de pago, or today once that is past, unless changed:
 * docs/product.md §9) and
 * 'Autorizar', which schedules it for that date: the charge then leaves this list for the
 * authorized one. A date already past is authorized only once confirmed (the server asks for
 * `confirmar` too). The server's message on failure.
 */
import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Button } from '@mui/material';
import { Confirm, useNotify } from 'react-admin';
import { fechaPagoPasada } from '../../../schemas/payables';
import { businessToday } from '../../../schemas/today';
import { useWorkflowMutation } from '../../dataProvider';
import { SUCCESS_NOTICE_MS } from '../../engine';
import { dateOfIsoDay, isoDayOf } from '../../engine/inputs/isoDay';
import { FECHA_DE_PAGO, type Cargo } from '../../shared/cargos';
import { AUTORIZADO, AUTORIZAR, FECHA_PASADA } from './messages';

export function AutorizarCargo({ cargo }: { cargo: Cargo }) {
  const notify = useNotify();
  const [fecha, setFecha] = useState<string | null>(() => {
    const hoy = businessToday();
    return cargo.promesaPago && cargo.promesaPago > hoy ? cargo.promesaPago : hoy;
  });
  const [confirmando, setConfirmando] = useState(false);
  const { mutate, isPending } = useWorkflowMutation('calendarizarCargo', {
    onSuccess: (autorizado) =>
      notify(AUTORIZADO(autorizado, autorizado.fechaPago ?? fecha ?? ''), {
        type: 'success',
        autoHideDuration: SUCCESS_NOTICE_MS,
      }),
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setConfirmando(false),
  });
  const autorizar = (confirmar: boolean) => fecha && mutate({ cargoId: cargo.id, fechaPago: fecha, confirmar });
  return (
    <>
      <DatePicker
        label={FECHA_DE_PAGO}
        value={dateOfIsoDay(fecha)}
        onChange={(date) => setFecha(isoDayOf(date))}
        format="dd/MM/yyyy"
        enableAccessibleFieldDOMStructure={false}
        slotProps={{ textField: { size: 'small', sx: { width: 150, flexShrink: 0 } } }}
      />
      <Button
        size="small"
        variant="contained"
        startIcon={<EventAvailableIcon />}
        disabled={!fecha || isPending}
        onClick={() => (fecha && fecha < businessToday() ? setConfirmando(true) : autorizar(false))}
      >
        {AUTORIZAR}
      </Button>
      <Confirm
        isOpen={confirmando}
        loading={isPending}
        title={FECHA_PASADA}
        content={fecha ? fechaPagoPasada(fecha) : ''}
        confirm={AUTORIZAR}
        onConfirm={() => autorizar(true)}
        onClose={() => setConfirmando(false)}
      />
    </>
  );
}
