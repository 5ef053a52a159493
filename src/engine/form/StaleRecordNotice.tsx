/**
 * A save refused because someone changed the record after it was opened (the server's 409 naming
 * `actualizado`, a StaleRecordError): the server's message, who and when, and 'Recargar', which
 * reads the record again. The form then shows the stored values, so the user's edits are lost only
 * when they choose it; until then they stay on the form to be copied or compared.
 */
import { useCallback, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useEditContext } from 'react-admin';
import { StaleRecordError } from '../../dataProvider';

export const RECARGAR = 'Recargar';

/** The refused save's message; `refused(error)` keeps it and says whether the error was one. */
export function useStaleRecord() {
  const [message, setMessage] = useState<string>();
  const refused = useCallback((error: unknown) => {
    if (!(error instanceof StaleRecordError)) return false;
    setMessage(error.message);
    return true;
  }, []);
  const clear = useCallback(() => setMessage(undefined), []);
  return { message, refused, clear };
}

/** Inside an edit screen (its context reloads the record); shows nothing without a message. */
export function StaleRecordNotice({ message, onReloaded }: { message?: string; onReloaded: () => void }) {
  const { refetch } = useEditContext();
  const [reloading, setReloading] = useState(false);
  if (!message) return null;
  const reload = async () => {
    setReloading(true);
    try {
      await refetch();
      onReloaded();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert
      severity="warning"
      sx={{ m: 2, mb: 0 }}
      action={
        <Button color="inherit" size="small" disabled={reloading} onClick={reload}>
          {RECARGAR}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
