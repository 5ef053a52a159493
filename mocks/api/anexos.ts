/**
 * A document's anexo routes as server/domain/anexos.ts serves them, for every document whose
 * `x-lifecycle` declares `anexar` (documentHandlers mounts them): `POST {api}/{id}/anexo` — 404, no
 * file (400), titulo or tipo refused by the same `anexoBody` (400), a type the declaration does not
 * accept (415), the lifecycle's refusal (409) — and `DELETE {api}/{id}/anexo/{anexoId}` — 404, the
 * refusal, an anexo that is not its own (404). Both answer the document with its anexos as
 * changed; writes are not kept (./version.ts). The type is the one the browser gives, not sniffed.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { EntitySchema } from '../../schemas';
import { ANEXAR, ANEXO_NO_ENCONTRADO, anexoBody, anexosOf, type Anexo } from '../../schemas/anexos';
import { FICHA_IDS } from '../fixtures/herramientas';
import { validated, INVALID_INPUT } from './crud';
import type { documentMock, MockDocument } from './documents';
import { errorResponse } from './util';
import { saved } from './version';

/** The server's texts (server/files/documentos.ts, server/files/comprobante-upload.ts). */
const TYPE_NOT_ALLOWED = 'Tipo de archivo no permitido';
const FILE_REQUIRED = 'A file is required for upload.';
const NOMBRES: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

/** Where a newly sent file is stored: GET /api/documento/{id} answers a PNG for 99, a PDF for a ficha's id. */
const urlDe = (tipo: string) => (tipo === 'application/pdf' ? `/api/documento/${FICHA_IDS[1]}` : '/api/documento/99');

type ConAnexos = MockDocument & { anexos?: Anexo[] };

export function anexoRoutes<T extends ConAnexos>(
  api: string,
  schema: EntitySchema,
  mock: ReturnType<typeof documentMock<T>>,
  find: (id: unknown) => T | undefined,
): HttpHandler[] {
  const { accept } = anexosOf(schema);
  const body = anexoBody(schema);
  const answered = async (document: T, status = 200) =>
    HttpResponse.json(await mock.answer(saved(document)), { status });

  return [
    http.post(`${api}/:id/anexo`, async ({ params, request }) => {
      const document = find(params.id);
      if (!document) return errorResponse(404, mock.notFound);
      const form = request.headers.get('content-type')?.includes('multipart/form-data')
        ? await request.formData()
        : undefined;
      const file = form?.get('file');
      // A part is a file when it is no string (jsdom's and Node's File classes differ).
      if (!file || typeof file === 'string' || file.size === 0) {
        return errorResponse(400, INVALID_INPUT, [{ field: 'file', message: FILE_REQUIRED }]);
      }
      const checked = validated<{ titulo: string; tipo: string }>(body, {
        titulo: form?.get('titulo'),
        tipo: form?.get('tipo'),
      });
      if (checked.error) return checked.error;
      if (!(accept as readonly string[]).includes(file.type)) {
        const nombres = accept.map((tipo) => NOMBRES[tipo]).join(' o ');
        return errorResponse(415, TYPE_NOT_ALLOWED, [
          { field: 'file', message: `Solo se permiten archivos ${nombres}` },
        ]);
      }
      const refused = mock.refusal(ANEXAR, document);
      if (refused) return errorResponse(refused.status, refused.message);
      const anexos = document.anexos ?? [];
      const nuevo: Anexo = {
        id: Math.max(100, ...anexos.map((a) => a.id)) + 1,
        tipo: checked.value.tipo,
        titulo: checked.value.titulo,
        nombre: file.name,
        tipoArchivo: file.type as Anexo['tipoArchivo'],
        url: urlDe(file.type),
      };
      return answered({ ...document, anexos: [...anexos, nuevo] }, 201);
    }),
    http.delete(`${api}/:id/anexo/:anexoId`, async ({ params }) => {
      const document = find(params.id);
      if (!document) return errorResponse(404, mock.notFound);
      const refused = mock.refusal(ANEXAR, document);
      if (refused) return errorResponse(refused.status, refused.message);
      const anexos = document.anexos ?? [];
      if (!anexos.some((a) => String(a.id) === params.anexoId)) return errorResponse(404, ANEXO_NO_ENCONTRADO);
      return answered({ ...document, anexos: anexos.filter((a) => String(a.id) !== params.anexoId) });
    }),
  ];
}
