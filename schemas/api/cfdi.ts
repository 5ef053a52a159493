/**
 * Routes of the cfdi group (`/api/cfdi`): a CFDI read before any document exists, so a screen fills a
 * new document from it (a nota de crédito from its related compra, a gasto, a factura).
 */
import { cfdiLeido } from './cfdi-contracts';
import { answers, filePart, idSchema, object, option, type RouteContract } from './shared';

const text = { type: 'string' } as const;

export const lecturaCfdi = object(
  {
    cfdi: cfdiLeido,
    proveedor: { ...option, description: 'El proveedor cuyo RFC es el del emisor' },
    cliente: { ...option, description: 'El cliente visible cuyo RFC es el del receptor' },
    compra: {
      ...object({ id: idSchema, folio: { type: 'integer' }, obra: option }, ['id', 'folio', 'obra']),
      description: 'La compra visible cuyo CFDI es uno de los relacionados (una nota de credito)',
    },
    registrado: { ...text, description: 'El documento que ya tiene este UUID, cuando lo hay' },
  },
  ['cfdi'],
);

export const cfdiApi = {
  lectura: {
    summary:
      'Lee un CFDI (parte `xml`) sin guardar nada: sus datos, el proveedor de su emisor, el cliente de su receptor, la compra a la que se relaciona y el documento que ya lo tiene',
    bodyContent: { 'multipart/form-data': object({ xml: filePart('El CFDI (XML 4.0 o 3.3)') }, ['xml']) },
    response: answers(lecturaCfdi),
  },
} satisfies Record<string, RouteContract>;
