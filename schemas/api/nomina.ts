/** Routes of the nomina group (`/api/nomina`): an obra's weekly payroll, its list and its comprobante. */
import { schemas } from '..';
import {
  answers,
  comprobanteUpload,
  crud,
  documentReference,
  idParams,
  idSchema,
  pagedQuery,
  recordOf,
  type RouteContract,
} from './shared';

const { create, update, get, page } = crud(
  schemas.nomina,
  'idNomina',
  pagedQuery(['toSearch'], 'pageSize', { obraId: idSchema }),
);
const nomina = recordOf(schemas.nomina);
// docs/product.md §7 names the id `nominaId` on the comprobante routes, `idNomina` on the read.
const params = idParams('nominaId');

export const nominaApi = {
  create: { ...create, summary: 'Crea la nomina de una semana de la obra (una por obra y semana; folio del servidor)' },
  update: { ...update, summary: 'Actualiza una nomina (id en el cuerpo)' },
  get,
  page: { ...page, summary: 'Nominas visibles, de una obra (obraId), paginadas' },
  comprobante: {
    summary: 'Adjunta el comprobante (parte de archivo `file`: PDF, PNG o JPEG) a una nomina que aun no lo tiene',
    params,
    bodyContent: comprobanteUpload,
    response: answers(nomina),
  },
  comprobanteUrl: {
    summary: 'Referencia del comprobante de la nomina',
    params,
    response: answers(documentReference),
  },
} satisfies Record<string, RouteContract>;
