/**
 * The CFDI routes as the server answers them (server/cfdi, server/modules/cfdi): POST /api/cfdi/lectura,
 * `{api}/{id}/revisarCfdi` of a document whose `adjuntar.cfdi` takes one, and the comprobante upload
 * with its part `xml` (checked, then filling the document). Nothing is parsed: the XML file's name
 * picks the fixture (../fixtures/cfdi.ts).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { EntitySchema } from '../../schemas';
import { cfdiRuleOf, lifecycleOf } from '../../schemas/lifecycle';
import { esNoXml, lecturaPorNombre, revisionDe, varianteDeRevision, type CheckedDocument } from '../fixtures/cfdi';
import { COMPROBANTE } from '../fixtures/compras';
import { INVALID_INPUT } from './crud';
import type { documentMock, MockDocument } from './documents';
import { errorResponse } from './util';

/** The server's texts (server/cfdi/messages.ts, server/cfdi/attach.ts, server/files/comprobante-upload.ts). */
export const NO_ES_XML = 'El archivo no es un XML valido';
export const CFDI_NO_CORRESPONDE = 'El CFDI no corresponde al documento';
const FILE_REQUIRED = 'A file is required for upload.';

type Mock<T extends MockDocument> = ReturnType<typeof documentMock<T>>;

/** The `file` and `xml` parts of a multipart body; none for any other body. */
async function partes(request: Request): Promise<{ file?: File; xml?: File }> {
  if (!request.headers.get('content-type')?.includes('multipart/form-data')) return {};
  const form = await request.formData();
  // A part is a file when it is no string (jsdom's and Node's File classes differ).
  const archivo = (name: string) => {
    const part = form.get(name);
    return part !== null && typeof part !== 'string' ? (part as File) : undefined;
  };
  return { file: archivo('file'), xml: archivo('xml') };
}

const noEsXml = () => errorResponse(400, NO_ES_XML, [{ field: 'xml', message: NO_ES_XML }]);

/** POST /api/cfdi/lectura: the fixture the file's name asks for. */
export const cfdiHandlers = [
  http.post('/api/cfdi/lectura', async ({ request }) => {
    const { xml } = await partes(request);
    if (!xml) return errorResponse(400, INVALID_INPUT, [{ field: 'xml', message: FILE_REQUIRED }]);
    if (esNoXml(xml.name)) return noEsXml();
    return HttpResponse.json(lecturaPorNombre(xml.name));
  }),
];

export interface CfdiRoutesOptions<T extends MockDocument> {
  schema: EntitySchema;
  mock: Mock<T>;
  /** The document by its path's id. */
  find: (id: string) => T | undefined;
  /** What the checks compare: the document's total, a nota's compra. */
  facts?: (document: T) => CheckedDocument;
}

const totalOf = (document: MockDocument) => ({ total: (document as { total?: number }).total });

/** POST {api}/{id}/revisarCfdi, for a document that takes a CFDI; none for the others. */
export function revisarCfdiRoute<T extends MockDocument>(api: string, options: CfdiRoutesOptions<T>): HttpHandler[] {
  const { schema, mock, find, facts = totalOf } = options;
  const rule = cfdiRuleOf(lifecycleOf(schema));
  if (!rule) return [];
  return [
    http.post(`${api}/:id/revisarCfdi`, async ({ params, request }) => {
      const document = find(String(params.id));
      if (!document) return errorResponse(404, mock.notFound);
      const { xml } = await partes(request);
      if (!xml) return errorResponse(400, INVALID_INPUT, [{ field: 'xml', message: FILE_REQUIRED }]);
      if (esNoXml(xml.name)) return noEsXml();
      return HttpResponse.json(revisionDe(rule, facts(document), varianteDeRevision(xml.name)));
    }),
  ];
}

/**
 * PATCH {api}/{id}/comprobante: 404, an XML that is none (400), the document's refusal (409), a CFDI
 * whose checks fail (409 naming each, as the server), or the document with its comprobante and the
 * fields its CFDI fills. A body without parts (the parity test's) counts as a file.
 */
export async function comprobanteConCfdi<T extends MockDocument>(
  options: CfdiRoutesOptions<T>,
  id: unknown,
  request: Request,
): Promise<Response> {
  const { schema, mock, find, facts = totalOf } = options;
  const rule = cfdiRuleOf(lifecycleOf(schema));
  const document = find(String(id));
  if (!document) return errorResponse(404, mock.notFound);
  const { xml } = await partes(request);
  if (xml && esNoXml(xml.name)) return noEsXml();
  const refused = mock.refusal('adjuntar', document);
  if (refused) return errorResponse(refused.status, refused.message);
  let valores: Record<string, string | undefined> = {};
  if (xml && rule) {
    const revision = revisionDe(rule, facts(document), varianteDeRevision(xml.name));
    const failed = revision.revisiones.filter((r) => !r.ok);
    if (failed.length > 0) {
      const registrado = failed.find((r) => r.regla === 'uuid');
      const errors = failed
        .flatMap((r) => [r.mensaje, ...(r.detalles ?? [])])
        .map((message) => ({ field: 'xml', message }));
      return errorResponse(409, registrado?.mensaje ?? CFDI_NO_CORRESPONDE, errors);
    }
    valores = revision.valores;
  }
  return mock.act(document, 'adjuntar', (row) => ({ ...row, ...valores, comprobante: COMPROBANTE }));
}

/** The comprobante upload of a document by `method` (PATCH, or PUT too for the gasto's older clients). */
export const comprobanteRoute = <T extends MockDocument>(
  api: string,
  options: CfdiRoutesOptions<T>,
  method: 'patch' | 'put' | 'post' = 'patch',
) => http[method](`${api}/:id/comprobante`, ({ params, request }) => comprobanteConCfdi(options, params.id, request));

/**
 * PATCH {api}/{id}/comprobante of the document a story has just created (`documento`, with the id
 * the create mock answers): mocked writes are not kept, so the stories that attach a CFDI once saved
 * add this one, checked as any other.
 */
export const comprobanteDeNuevo = <T extends MockDocument>(
  api: string,
  options: Omit<CfdiRoutesOptions<T>, 'find'>,
  documento: T,
) =>
  // Its own id only: the other documents' uploads stay the default handlers'.
  http.patch(`${api}/${String(documento.id)}/comprobante`, ({ request }) =>
    comprobanteConCfdi({ ...options, find: () => documento }, documento.id, request),
  );
