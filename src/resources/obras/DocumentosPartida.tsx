/**
 * The documents behind a budget card of the obra summary (docs/product.md §2): Insumos lists the
 * applied compras and the authorized orders still without compra (the committed money); Mano de
 * Obra the nóminas; Indirectos the applied gastos. Full screen on a phone.
 */
import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { schemas } from '../../../schemas';
import { labelOf } from '../../engine';
import { DOCUMENTOS } from './messages';
import { DOCUMENTOS_DE, type Partida } from './partidas';
import { TablaDocumentos } from './TablaDocumentos';
import { usePhone } from '../../engine/usePhone';

export interface DocumentosPartidaProps {
  idObra: number;
  /** The line whose documents show; none: the dialog is closed. */
  partida: Partida | null;
  onClose: () => void;
}

export function DocumentosPartida({ idObra, partida, onClose }: DocumentosPartidaProps) {
  const translate = useTranslate();
  const titleId = useId();
  const phone = usePhone();
  return (
    <Dialog
      open={partida !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
    >
      {partida && (
        <>
          <DialogTitle id={titleId}>{DOCUMENTOS.titulo(labelOf(schemas.obra, partida))}</DialogTitle>
          <DialogContent dividers>
            {DOCUMENTOS_DE[partida].map((tabla) => (
              <TablaDocumentos key={tabla.consulta} idObra={idObra} tabla={tabla} />
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
