/**
 * 'Importar' on the presupuesto: the chosen sheet goes up unconfirmed and the dialog shows the
 * server's preview; another page of it, or only its rows with errors, sends the same file again
 * (nothing is kept on the server between requests, as the catalog import); 'Importar N conceptos'
 * sends it confirmed, which replaces the obra's presupuesto, and the tree reads it again.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { useNotify } from 'react-admin';
import { useWorkflowMutation } from '../../dataProvider';
import type { ImportacionPresupuesto } from '../../dataProvider/methods/presupuesto';
import { useEnvioDeHoja } from '../../shared/hoja';
import { IMPORTAR } from './messages';
import { ImportarPresupuestoView } from './ImportarPresupuestoView';

/** One request of the dialog: a preview's page, or the confirmed import. */
interface Envio {
  confirmar?: boolean;
  page?: number;
  solo?: boolean;
}

export function ImportarPresupuestoButton({ idObra }: { idObra: number }) {
  const notify = useNotify();
  const { mutateAsync } = useWorkflowMutation('importarPresupuesto');
  const [open, setOpen] = useState(false);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [importacion, setImportacion] = useState<ImportacionPresupuesto | null>(null);
  const [soloErrores, setSoloErrores] = useState(false);
  const { progreso, error, enviar, limpiar } = useEnvioDeHoja();

  const send = (file: File, { confirmar = false, page = 0, solo = soloErrores }: Envio) =>
    enviar((onProgress) => mutateAsync({ idObra, archivo: file, confirmar, soloErrores: solo, page, onProgress }));

  const close = () => {
    setOpen(false);
    setArchivo(null);
    setImportacion(null);
    setSoloErrores(false);
    limpiar();
  };

  const preview = async (file: File, options: Envio) => {
    const answer = await send(file, options);
    if (answer) setImportacion(answer);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setArchivo(file);
    setImportacion(null);
    await preview(file, { page: 0 });
  };

  const confirm = async () => {
    if (!archivo) return;
    const hecha = await send(archivo, { confirmar: true });
    if (!hecha) return;
    notify(IMPORTAR.importado(hecha.conceptos), { type: 'success' });
    close();
  };

  return (
    <>
      <Button variant="outlined" size="small" startIcon={<FileUploadIcon />} onClick={() => setOpen(true)}>
        {IMPORTAR.boton}
      </Button>
      <ImportarPresupuestoView
        open={open}
        archivo={archivo?.name}
        progreso={progreso}
        importacion={importacion}
        error={error}
        soloErrores={soloErrores}
        onPick={(file) => void pick(file)}
        onPage={(page) => archivo && void preview(archivo, { page })}
        onSoloErrores={(solo) => {
          setSoloErrores(solo);
          if (archivo) void preview(archivo, { page: 0, solo });
        }}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </>
  );
}
