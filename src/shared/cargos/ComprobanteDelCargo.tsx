/**
 * 'Ver comprobante' of a charge: the comprobante of its document (the compra or the gasto it came
 * from), in the documents' own viewer (shared/documents), which reads it as that document's.
 */
import { RecordContextProvider } from 'react-admin';
import { ComprobanteViewer } from '../documents';
import type { Cargo } from './types';

export function ComprobanteDelCargo({ cargo, compact = false }: { cargo: Cargo; compact?: boolean }) {
  return (
    <RecordContextProvider value={{ id: cargo.referenciaDocumento, comprobante: cargo.comprobante }}>
      <ComprobanteViewer documentType={cargo.tipoDocumento === 'COMPRA' ? 'compra' : 'gasto'} compact={compact} />
    </RecordContextProvider>
  );
}
