/**
 * A document action after confirmation (Autorizar, Cancelar, Aplicar): a workflow method on the
 * record's id, a success toast built from the answered document, the server's message on failure.
 */
import { useState, type ReactNode } from 'react';
import { Button, Typography } from '@mui/material';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { useWorkflowMutation, type MethodName } from '../../dataProvider';
import { SUCCESS_NOTICE_MS } from '../../engine';

type ActionMethod = Extract<MethodName, 'autorizarOrden' | 'cancelarOrden' | 'aplicarCompra' | 'aplicarNota'>;

export interface ConfirmActionProps {
  method: ActionMethod;
  label: string;
  icon?: ReactNode;
  /** The confirmation's question. */
  question: string;
  done: (document: { folio?: number }) => string;
  /** Why the action cannot be taken now (a limit): the button is disabled with the reason beside it. */
  disabledReason?: string;
  /** The failure toast before the server's reason, when not the reason alone. */
  errorToast?: string;
}

export function ConfirmAction({ method, label, icon, question, done, disabledReason, errorToast }: ConfirmActionProps) {
  const record = useRecordContext();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useWorkflowMutation(method, {
    onSuccess: (document) => notify(done(document), { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS }),
    onError: (error) => notify(errorToast ?? error.message, { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  if (!record?.id) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={icon}
        disabled={isPending || Boolean(disabledReason)}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {disabledReason && (
        <Typography variant="caption" color="warning.dark" sx={{ maxWidth: 320 }}>
          {disabledReason}
        </Typography>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={label}
        content={question}
        onConfirm={() => mutate(record.id as number)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
