/**
 * The writes of an admin catalog with file fields (`x-resource.multipart`): the record's JSON in
 * part `registro`, each chosen file in the part of its field's name. Each file is checked against
 * its field's `x-ui.accept` and `maxMB` (415, 413), the record as the server checks it, and the
 * answer holds each file field as a `/api/documento/{id}` URL and each reference with its `nombre`.
 * A PUT keeps the stored files it sends none for. Writes are answered, not kept.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { EntitySchema } from '../../schemas';
import { archivosDe, referenciasDe } from '../../schemas/catalog-fields';
import type { RegistroCatalogo } from '../fixtures/catalogos';
import { FICHA_IDS } from '../fixtures/herramientas';
import { validated } from './crud';
import { errorResponse } from './util';
import { saved, savedOrStale } from './version';

/** Where a newly sent file is stored: GET /api/documento/{id} answers a PNG, or a PDF. */
export const NEW_FILE = { image: '/api/documento/99', pdf: `/api/documento/${FICHA_IDS[1]}` };

type Named = { id: number; nombre: string };

export interface MultipartCatalogMock {
  schema: EntitySchema;
  records: RegistroCatalogo[];
  notFound: string;
  /** The records each referenced resource holds, to answer a reference's `nombre`. */
  referenced: Record<string, Named[]>;
  sucursal: Named;
}

export function multipartCatalogHandlers(mock: MultipartCatalogMock): RequestHandler[] {
  const { schema, records, notFound, referenced, sucursal } = mock;
  const hints = schema['x-resource']!;
  const files = archivosDe(schema.properties);
  const references = referenciasDe(schema.properties);
  const find = (id: unknown) => records.find((r) => String(r.id) === String(id));

  async function partsOf(request: Request) {
    const form = await request.formData();
    const part = form.get(hints.multipart ?? 'registro');
    const body = JSON.parse(typeof part === 'string' ? part : part ? await part.text() : 'null') as unknown;
    const chosen = Object.keys(files)
      .map((name) => [name, form.get(name)] as const)
      .filter((entry): entry is [string, File] => entry[1] instanceof Blob);
    return { body, chosen };
  }

  function refusal(chosen: [string, File][]): Response | undefined {
    for (const [name, file] of chosen) {
      const { tipos, maxMB } = files[name];
      // The server's words (server/files/documentos.ts, server/modules/catalogo/archivos.ts).
      if (!tipos.includes(file.type)) return errorResponse(415, 'Tipo de archivo no permitido');
      if (file.size > maxMB * 1024 * 1024) {
        return errorResponse(413, 'El archivo excede el tamano maximo permitido', [
          { field: name, message: `El archivo excede ${maxMB} MB` },
        ]);
      }
    }
    return undefined;
  }

  /** The record as read back: the new files' URLs, the references named, the sucursal. */
  function answer(record: Record<string, unknown>, chosen: [string, File][]): RegistroCatalogo {
    const out: Record<string, unknown> = { ...record, sucursal };
    for (const [name, file] of chosen) out[name] = file.type === 'application/pdf' ? NEW_FILE.pdf : NEW_FILE.image;
    for (const [name, resource] of Object.entries(references)) {
      const id = (record[name] as { id?: number } | undefined)?.id;
      const found = referenced[resource]?.find((r) => r.id === id);
      if (found) out[name] = { id: found.id, nombre: found.nombre };
    }
    return out as RegistroCatalogo;
  }

  async function write(request: Request, current?: RegistroCatalogo): Promise<Response> {
    const { body, chosen } = await partsOf(request);
    const refused = refusal(chosen);
    if (refused) return refused;
    const checked = validated<Record<string, unknown>>(schema, body);
    if (checked.error) return checked.error;
    if (!current) {
      const id = Math.max(0, ...records.map((r) => r.id)) + 1;
      return HttpResponse.json(saved(answer({ ...checked.value, id }, chosen)), { status: 201 });
    }
    const kept = Object.fromEntries(Object.keys(files).map((name) => [name, current[name]]));
    return savedOrStale(current, checked.value, answer({ ...kept, ...checked.value }, chosen));
  }

  return [
    http.post(hints.api, ({ request }) => write(request)),
    http.put(hints.api, async ({ request }) => {
      const { body } = await partsOf(request.clone());
      const current = find((body as { id?: unknown } | null)?.id);
      return current ? write(request, current) : errorResponse(404, notFound);
    }),
  ];
}
