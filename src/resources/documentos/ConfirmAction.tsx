/**
 * A document action after confirmation (Autorizar, Cancelar, Aplicar): a workflow method on the
 * record's id, a success toast built from the answered document, the server's message on failure.
 */
import { useState, type ReactNode } from 'react';
import { Button, Tooltip } from '@mui/material';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { useWorkflowMutation, type MethodName } from '../../dataProvider';
import { SUCCESS_NOTICE_MS } from '../../engine';

type ActionMethod = Extract<MethodName, 'autorizarOrden' | 'cancelarOrden'>;

export interface ConfirmActionProps {
  method: ActionMethod;
  label: string;
  icon?: ReactNode;
  /** The confirmation's question. */
  question: string;
  done: (document: { folio?: number }) => string;
  /** Why the action cannot run now: the button is disabled and says it. */
  disabledReason?: string;
}

export function ConfirmAction({ method, label, icon, question, done, disabledReason }: ConfirmActionProps) {
  const record = useRecordContext();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useWorkflowMutation(method, {
    onSuccess: (document) => notify(done(document), { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS }),
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  if (!record?.id) return null;
  const button = (
    <Button size="small" startIcon={icon} disabled={Boolean(disabledReason) || isPending} onClick={() => setOpen(true)}>
      {label}
    </Button>
  );
  return (
    <>
      {disabledReason ? (
        <Tooltip title={disabledReason}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Confirm isOpen={open} loading={isPending} title={label} content={question} onConfirm={() => mutate(record.id as number)} onClose={() => setOpen(false)} />
    </>
  );
}
