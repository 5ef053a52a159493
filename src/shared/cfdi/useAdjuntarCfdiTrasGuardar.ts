/**
 * A new document made from a CFDI gets its XML once it is saved (it needs the document's id):
 * `subirComprobante` with the XML, and the file beside it when the document was created with one (a
 * factura's PDF stays its comprobante), then 'Comprobante adjuntado.' or the server's refusal. The
 * callbacks are the mutation's own, not the call's, so they still run after the create screen has
 * gone back to the list.
 */
import { useCallback } from 'react';
import { useNotify, type Identifier } from 'react-admin';
import { useWorkflowMutation, type DocumentWithComprobante } from '../../dataProvider';
import { SUCCESS_NOTICE_MS } from '../../engine';
import { COMPROBANTE_ADJUNTADO } from '../documents/ComprobanteUpload';
import { mensajeDeError } from './cfdi';
import { CFDI_NO_ADJUNTADO } from './messages';

export function useAdjuntarCfdiTrasGuardar(documentType: DocumentWithComprobante) {
  const notify = useNotify();
  const { mutate } = useWorkflowMutation('subirComprobante', {
    onSuccess: () => notify(COMPROBANTE_ADJUNTADO, { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS }),
    onError: (error) => notify(`${CFDI_NO_ADJUNTADO} ${mensajeDeError(error)}`, { type: 'error', multiLine: true }),
  });
  return useCallback(
    (id: Identifier, xml: File, file?: File) => mutate({ documentType, id: Number(id), xml, file }),
    [mutate, documentType],
  );
}
