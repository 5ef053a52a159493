/**
 * 'Copiar cantidades de avance': fills the estimación's lines from the avance captured by the end of
 * its period — what the server says each concepto leaves to bill (GET /api/estimacion/obra/{obraId}/avance).
 * A concepto already in the estimación takes the quantity; the others are added. One request per click.
 */
import { useRef, useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Estimacion } from '../../../schemas/generated/estimacion';
import type { AppDataProvider } from '../../dataProvider';
import type { LineaDelAvance } from '../../dataProvider/methods/estimacion';
import { ESTIMACION } from './messages';

export function CopiarAvance({ idObra, alCopiar }: { idObra: number; alCopiar: (lineas: LineaDelAvance[]) => void }) {
  const al = useWatch({ name: 'periodoAl' }) as string | undefined;
  const id = useRecordContext<Estimacion>()?.id;
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [copiando, setCopiando] = useState(false);
  // A second click before the first render of `copiando` still finds the request under way.
  const enCurso = useRef(false);
  const copiar = async () => {
    if (!al || enCurso.current) return;
    enCurso.current = true;
    setCopiando(true);
    try {
      const { data } = await dataProvider.avancePorEstimar({ idObra, al, ...(id !== undefined && { estimacion: id }) });
      if (data.length === 0) return notify(ESTIMACION.sinAvance(al), { type: 'info' });
      alCopiar(data);
      notify(ESTIMACION.avanceCopiado(data.length), { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : ESTIMACION.errorAlCopiar, { type: 'error' });
    } finally {
      enCurso.current = false;
      setCopiando(false);
    }
  };
  return (
    <Button
      startIcon={<ContentCopyIcon />}
      disabled={!al || copiando}
      onClick={() => void copiar()}
      title={al ? undefined : ESTIMACION.copiarSinPeriodo}
    >
      {ESTIMACION.copiarAvance}
    </Button>
  );
}
