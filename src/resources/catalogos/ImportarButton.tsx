/**
 * 'Importar' on a catalog's list, for callers who may create its records: the chosen sheet goes up
 * unconfirmed and the dialog shows the server's preview; 'Importar N registros' sends the same file
 * confirmed, says how many were stored and refreshes the list. Nothing is stored before that.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useNotify } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { useWorkflowMutation } from '../../dataProvider';
import type { Importacion } from '../../dataProvider/methods/catalogo';
import { resourceOf } from '../../engine';
import { ImportarDialogView } from './ImportarDialogView';
import { useEnvioDeHoja } from '../../shared/hoja';
import { IMPORTAR, registrosImportados } from './importarMessages';

export function ImportarButton({ schema }: { schema: EntitySchema }) {
  const hints = resourceOf(schema);
  const catalogo = hints.name.replace(/^catalogos\//, '');
  const { canAccess } = useCanAccess({ resource: hints.name, action: 'create' });
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutateAsync } = useWorkflowMutation('importarCatalogo');
  const [open, setOpen] = useState(false);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [importacion, setImportacion] = useState<Importacion | null>(null);
  const { progreso, error, enviar, limpiar } = useEnvioDeHoja();

  /** The server's answer, or null once its refusal is shown. */
  const send = (file: File, confirmar: boolean) =>
    enviar((onProgress) => mutateAsync({ catalogo, archivo: file, confirmar, onProgress }));

  const close = () => {
    setOpen(false);
    setArchivo(null);
    setImportacion(null);
    limpiar();
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setArchivo(file);
    setImportacion(null);
    setImportacion(await send(file, false));
  };

  const confirm = async () => {
    if (!archivo) return;
    const hecha = await send(archivo, true);
    if (!hecha) return;
    notify(registrosImportados(hecha.guardadas), { type: 'success' });
    // The list and every read of the catalog's records.
    void queryClient.invalidateQueries({ queryKey: [hints.name] });
    close();
  };

  if (!canAccess) return null;
  return (
    <>
      <Button size="small" startIcon={<FileUploadIcon />} onClick={() => setOpen(true)}>
        {IMPORTAR}
      </Button>
      <ImportarDialogView
        open={open}
        schema={schema}
        archivo={archivo?.name}
        progreso={progreso}
        importacion={importacion}
        error={error}
        onPick={(file) => void pick(file)}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </>
  );
}
