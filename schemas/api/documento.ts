/** GET /api/documento/{id}: a stored file (PDF, PNG or JPEG), answered as bytes. */
import { answers, binary, idParams, type RouteContract } from './shared';

export const documentoApi = {
  get: {
    summary: 'Descarga un documento',
    params: idParams('id'),
    response: answers(binary('El archivo, con su tipo', 'application/pdf', 'image/png', 'image/jpeg')),
  },
} satisfies Record<string, RouteContract>;
