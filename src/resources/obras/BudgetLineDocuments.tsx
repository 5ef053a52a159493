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
import { BUDGET_LINE_DOCUMENTS } from './messages';
import { DOCUMENTS_OF, type Partida } from './partidas';
import { DocumentsTable } from './DocumentsTable';
import { usePhone } from '../../engine/usePhone';

export interface BudgetLineDocumentsProps {
  idObra: number;
  /** The line whose documents show; none: the dialog is closed. */
  partida: Partida | null;
  onClose: () => void;
}

export function BudgetLineDocuments({ idObra, partida, onClose }: BudgetLineDocumentsProps) {
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
          <DialogTitle id={titleId}>{BUDGET_LINE_DOCUMENTS.titulo(labelOf(schemas.obra, partida))}</DialogTitle>
          <DialogContent dividers>
            {DOCUMENTS_OF[partida].map((tabla) => (
              <DocumentsTable key={tabla.consulta} idObra={idObra} tabla={tabla} />
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
