/**
 * A document's comprobante (server/domain/document.ts), for a document whose `x-lifecycle` has
 * `adjuntar`: the upload (`PATCH …/comprobante`) — the file, checked by size and content, and, with
 * `adjuntar.cfdi`, the CFDI's XML beside it or alone, checked and registered (server/cfdi/attach.ts),
 * its values filled and searchable — in the `adjuntar` action's transaction; the checks of a CFDI
 * before it is attached (`POST …/revisarCfdi`), and its reference (`GET …/comprobanteUrl`, 404
 * 'Documento no encontrado..' without one).
 */
import { eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntitySchema } from '../../schemas';
import { cfdiRuleOf, comprobanteTypes, DOCUMENTO_NO_ENCONTRADO, lifecycleOf } from '../../schemas/lifecycle';
import { attachCfdi, revision } from '../cfdi/attach';
import { readCfdi } from '../cfdi/read';
import type { Caller } from '../auth/session';
import type { Executor, Tx } from '../db/client';
import { wrote } from '../db/keyset';
import { inTransaction } from '../db/tx';
import type { Fields, Row, Saved } from '../entity/define';
import { documentoUrl, storeDocumento } from '../files/documentos';
import { badRequest, notFound } from '../http-errors';
import type { Document, DocumentRow, DocumentTable, Folio, SearchContext } from './document';

export const SIN_CFDI = 'Este documento no admite CFDI';

/** What the comprobante needs of its document. */
export interface ComprobanteOwner<T extends Fields, R extends DocumentRow> {
  schema: EntitySchema;
  table: DocumentTable;
  documents: {
    find(db: Executor, caller: Caller | null, id: number): Promise<{ record: Saved<T>; row: R }>;
  };
  /** The lifecycle action taken in the caller's transaction: answers the document's row. */
  act(tx: Tx, caller: Caller, action: string, id: number): Promise<R>;
  /** The document as its reads answer it. */
  read: Document<T, DocumentTable>['get'];
  /** Its search text, with what a CFDI fills. */
  searchText(ctx: SearchContext<T>, folio: Folio, stored?: Row): Promise<SQL>;
}

export function documentComprobante<T extends Fields, R extends DocumentRow>(
  owner: ComprobanteOwner<T, R>,
): Pick<Document<T, DocumentTable>, 'attach' | 'revisarCfdi' | 'comprobanteUrl'> {
  const { schema, table, documents, act, read, searchText } = owner;
  // The table as updates take any table: its columns by key.
  const written: PgTable = table;
  const lifecycle = lifecycleOf(schema);
  const cfdiRule = cfdiRuleOf(lifecycle);
  const modulo = schema['x-resource']?.menu ?? '';
  return {
    async attach(db, files, caller, id, readUploads) {
      await documents.find(db, caller, id);
      const uploads = await readUploads();
      if (uploads.xml && !cfdiRule) throw badRequest(SIN_CFDI, [{ field: 'xml', message: SIN_CFDI }]);
      // Read before the transaction: a file that is no CFDI answers 400 with nothing locked.
      const cfdi = uploads.xml ? readCfdi(uploads.xml.content) : undefined;
      return inTransaction(db, caller.id, async (tx) => {
        const document = await act(tx, caller, 'adjuntar', id);
        const owner = { modulo, sucursalId: document.sucursalId };
        const changes: Row = {};
        if (cfdi && cfdiRule && uploads.xml) {
          const found = await documents.find(tx, caller, id);
          const stored = { row: found.row, record: found.record };
          const target = { schema, rule: cfdiRule, document: stored, owner, xml: uploads.xml };
          const { xmlId, valores } = await attachCfdi(tx, files, caller, { ...target, tabla: schema.$id }, cfdi);
          const values = { ...found.row, ...valores };
          const input = { ...found.record, ...valores } as T;
          Object.assign(changes, valores, {
            comprobanteId: xmlId,
            busqueda: await searchText({ tx, input, values }, found.row.folio),
          });
        }
        if (uploads.file) {
          const stored = await storeDocumento(tx, files, caller, uploads.file, owner, comprobanteTypes(lifecycle));
          changes.comprobanteId = stored.id;
        }
        await tx.update(written).set(changes).where(eq(table.id, id));
        wrote(tx, table);
        return read(tx, caller, id);
      });
    },
    async revisarCfdi(db, caller, id, readXml) {
      const found = await documents.find(db, caller, id);
      const xml = await readXml();
      if (!cfdiRule) throw badRequest(SIN_CFDI, [{ field: 'xml', message: SIN_CFDI }]);
      const document = { row: found.row, record: found.record };
      return revision(db, { schema, rule: cfdiRule, document }, readCfdi(xml.content));
    },
    async comprobanteUrl(db, caller, id) {
      const { row } = await documents.find(db, caller, id);
      if (row.comprobanteId == null) throw notFound(DOCUMENTO_NO_ENCONTRADO);
      return { url: documentoUrl(row.comprobanteId) };
    },
  };
}
