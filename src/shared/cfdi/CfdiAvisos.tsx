/**
 * What a new document made from a CFDI tells before it is saved: that its UUID is already
 * registered (the attach will be refused), what the catalogs lack (`faltante`), and that the XML is
 * attached on saving.
 */
import type { ReactNode } from 'react';
import { Alert, Stack } from '@mui/material';
import type { CfdiCargado } from './cfdi';
import { cfdiPorAdjuntar } from './messages';

export function CfdiAvisos({ cargado, faltante }: { cargado: CfdiCargado; faltante?: ReactNode }) {
  const { lectura } = cargado;
  return (
    <Stack spacing={1} sx={{ width: '100%', mb: 2 }}>
      {lectura.registrado && <Alert severity="warning">{lectura.registrado}</Alert>}
      {faltante}
      <Alert severity="info">{cfdiPorAdjuntar(lectura.cfdi.uuid)}</Alert>
    </Stack>
  );
}
