/**
 * 'Desautorizar' after confirmation: the charge loses its payment date and goes back to the
 * pending list, and the cash plan no longer counts it. The server's message on failure.
 */
import { useState } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Button } from '@mui/material';
import { Confirm, useNotify } from 'react-admin';
import { useWorkflowMutation } from '../../dataProvider';
import { SUCCESS_NOTICE_MS } from '../../engine';
import type { Cargo } from '../../shared/cargos';
import { CONFIRMAR_DESAUTORIZAR, DESAUTORIZADO, DESAUTORIZAR } from './messages';

export function DesautorizarCargo({ cargo }: { cargo: Cargo }) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useWorkflowMutation('descalendarizarCargo', {
    onSuccess: (desautorizado) =>
      notify(DESAUTORIZADO(desautorizado), { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS }),
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  return (
    <>
      <Button size="small" startIcon={<EventBusyIcon />} disabled={isPending} onClick={() => setOpen(true)}>
        {DESAUTORIZAR}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={DESAUTORIZAR}
        content={CONFIRMAR_DESAUTORIZAR(cargo)}
        onConfirm={() => mutate(cargo.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
