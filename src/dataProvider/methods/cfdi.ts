/**
 * A CFDI read before its document exists (`POST /api/cfdi/lectura`, part `xml`): what it says and the
 * proveedor, cliente and compra it names, so a new nota de crédito, gasto or factura starts filled.
 */
import type { CfdiLecturaReply } from '../../../schemas/generated/api';
import { apiUpload } from '../upload';
import { query } from './method';

export type LecturaCfdi = CfdiLecturaReply;

export const cfdiMethods = {
  leerCfdi: query(({ xml }: { xml: File }) => {
    const body = new FormData();
    body.append('xml', xml, xml.name);
    return apiUpload<LecturaCfdi>('/api/cfdi/lectura', body, { method: 'POST' });
  }),
};
