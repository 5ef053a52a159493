/**
 * A document action after confirmation (Autorizar, Cancelar, Aplicar): shown and enabled as the
 * server's `acciones` say (./ActionButton.tsx); a workflow method on the record's id, a success
 * toast built from the answered document, the server's message on failure. An action that asks
 * more than a yes (Autorizar above the budget: a justification) puts `details` in the dialog: they
 * say what the action sends and when it may be sent, and the server's refusal shows beside them.
 */
import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import ActionCheck from '@mui/icons-material/CheckCircle';
import AlertError from '@mui/icons-material/ErrorOutlineOutlined';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useWorkflowMutation, type DocumentActionName, type ParamsOf } from '../../dataProvider';
import { SUCCESS_NOTICE_MS } from '../../engine';
import { ActionButton } from './ActionButton';

/** What the dialog's details make of what the user typed: the action's body, and whether it may be sent. */
export interface ActionInput {
  body?: unknown;
  ready: boolean;
}

export interface ActionDetailsProps {
  /** Called whenever what the action would send changes. */
  onChange: (input: ActionInput) => void;
  /** The server's refusal of the last attempt: the details may read again what they show. */
  refusal?: string;
}

export interface ConfirmActionProps {
  /** The action's name in the document's `acciones`. */
  accion: string;
  /** Any method that takes the record's id (and, with `details`, `{ id, body }`) and answers the document. */
  method: DocumentActionName;
  label: string;
  icon?: ReactNode;
  /** The confirmation's question. */
  question: string;
  done: (document: { folio?: number }) => string;
  /** The failure toast before the server's reason, when not the reason alone. */
  errorToast?: string;
  /** What the dialog shows under the question, mounted while it is open. */
  details?: (props: ActionDetailsProps) => ReactNode;
}

const SIN_DETALLES: ActionInput = { ready: true };

export function ConfirmAction({
  accion,
  method,
  label,
  icon,
  question,
  done,
  errorToast,
  details,
}: ConfirmActionProps) {
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState<ActionInput>(SIN_DETALLES);
  const [refusal, setRefusal] = useState<string>();
  const { mutate, isPending } = useWorkflowMutation(method, {
    onSuccess: (document) => {
      notify(done(document), { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS });
      setOpen(false);
    },
    // With details the user may answer the refusal (write the justification): it stays in the dialog.
    onError: (error) => {
      if (details) setRefusal(error.message);
      else {
        notify(errorToast ?? error.message, { type: 'error' });
        setOpen(false);
      }
    },
  });
  if (!record?.id) return null;
  const id = record.id as number;
  const abrir = () => {
    setInput(details ? { ready: false } : SIN_DETALLES);
    setRefusal(undefined);
    setOpen(true);
  };
  const confirmar = () => mutate((input.body === undefined ? id : { id, body: input.body }) as ParamsOf<typeof method>);
  return (
    <>
      <ActionButton accion={accion} label={label} icon={icon} pending={isPending} onClick={abrir} />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth={Boolean(details)}
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{label}</DialogTitle>
        <DialogContent>
          <DialogContentText>{question}</DialogContentText>
          {details?.({ onChange: setInput, refusal })}
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button disabled={isPending} onClick={() => setOpen(false)} startIcon={<AlertError />}>
            {translate('ra.action.cancel')}
          </Button>
          <Button disabled={isPending || !input.ready} onClick={confirmar} autoFocus startIcon={<ActionCheck />}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
