import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../../db/columns';
import { documento } from '../documento/table';
import { sucursal } from '../sucursal/table';

/**
 * Every CFDI the company took in or issued, by its UUID (server/cfdi): a UUID enters once, whatever
 * document it was attached to (`tabla`: its schema id, `registroId`, `folio`); its XML is a documento.
 * A UUID typed on a document (its folio fiscal, no XML) is registered too, with only its document:
 * the columns the XML says are then empty.
 */
export const cfdi = pgTable(
  'cfdi',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull(),
    tipoComprobante: text('tipo_comprobante'),
    emisorRfc: text('emisor_rfc'),
    receptorRfc: text('receptor_rfc'),
    total: money('total'),
    fecha: date('fecha'),
    tabla: text('tabla').notNull(),
    registroId: integer('registro_id').notNull(),
    // The document's folio as it reads: the server's number, or a factura's typed Serie and Folio.
    folio: text('folio').notNull(),
    xmlId: integer('xml_id').references(() => documento.id),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cfdi_uuid_key').on(t.uuid), index('cfdi_registro_idx').on(t.tabla, t.registroId)],
);
