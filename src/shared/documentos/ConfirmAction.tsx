/**
 * A document action after confirmation (Autorizar, Cancelar, Aplicar): shown and enabled as the
 * server's `acciones` say (./ActionButton.tsx); a workflow method on the record's id, a success
 * toast built from the answered document, the server's message on failure.
 */
import { useState, type ReactNode } from 'react';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { useWorkflowMutation, type DocumentActionName } from '../../dataProvider';
import { SUCCESS_NOTICE_MS } from '../../engine';
import { ActionButton } from './ActionButton';

export interface ConfirmActionProps {
  /** The action's name in the document's `acciones`. */
  accion: string;
  /** Any method that takes the record's id and answers the document (dataProvider/methods). */
  method: DocumentActionName;
  label: string;
  icon?: ReactNode;
  /** The confirmation's question. */
  question: string;
  done: (document: { folio?: number }) => string;
  /** The failure toast before the server's reason, when not the reason alone. */
  errorToast?: string;
}

export function ConfirmAction({ accion, method, label, icon, question, done, errorToast }: ConfirmActionProps) {
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
      <ActionButton accion={accion} label={label} icon={icon} pending={isPending} onClick={() => setOpen(true)} />
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
