/**
 * File fields of admin catalogs (schemas/catalog-fields/): each upload is checked by content
 * against the field's types and by its size limit, stored as a documento owned by the catalog's
 * menu link and the record's sucursal (so /api/documento/{id} lets in exactly who sees the record),
 * and the field keeps its `/api/documento/{id}` reference. A write without a new file keeps the
 * stored one; a record moved to another sucursal takes its files along.
 */
import { inArray } from 'drizzle-orm';
import { archivosDe } from '../../../schemas/catalog-fields';
import { catalogoRegistro, documento } from '../../db/schema';
import { documentoIdOf, storeDocumento, TOO_LARGE, type Upload } from '../../files/documentos';
import { DOCUMENT_TYPES } from '../../files/file-type';
import type { FileStore } from '../../files/storage';
import type { Hooks, RowOf } from '../../entity/define';
import { storedFields } from '../../entity/json-storage';
import { badRequest, HttpError } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import type { Catalogo } from './registry';

/** A stored record of a catalog, as a write's hooks see it. */
export type RegistroRow = RowOf<typeof catalogoRegistro>;

const MB = 1024 * 1024;

/** The uploads of a write, one per file field; a part that names no file field is refused. */
export function uploadsByField(catalogo: Catalogo, uploads: Upload[]): Map<string, Upload> {
  const fields = archivosDe(catalogo.schema.properties);
  const byField = new Map<string, Upload>();
  for (const upload of uploads) {
    if (!(upload.field in fields)) {
      throw badRequest(INVALID_INPUT, [{ field: upload.field, message: 'El catalogo no tiene ese campo de archivo' }]);
    }
    if (byField.has(upload.field))
      throw badRequest(INVALID_INPUT, [{ field: upload.field, message: 'Envie un solo archivo' }]);
    byField.set(upload.field, upload);
  }
  return byField;
}

export function archivoHooks<T>(files: FileStore, catalogo: Catalogo, uploads: Upload[]): Hooks<T, RegistroRow> {
  const fields = archivosDe(catalogo.schema.properties);
  const byField = uploadsByField(catalogo, uploads);
  const modulo = catalogo.schema['x-resource'].menu;
  return {
    async beforeWrite({ tx, caller, values, current, resolveOwner }) {
      const datos = storedFields(values.datos);
      const stored = current?.datos ?? {};
      const sucursalId = await resolveOwner();
      for (const [campo, { tipos, maxMB }] of Object.entries(fields)) {
        const upload = byField.get(campo);
        if (upload) {
          if (upload.content.length > maxMB * MB) {
            throw new HttpError(413, TOO_LARGE, [{ field: campo, message: `El archivo excede ${maxMB} MB` }]);
          }
          // In the field's own order: the 415 names them so.
          const allowed = tipos.flatMap((tipo) => DOCUMENT_TYPES.filter((type) => type === tipo));
          datos[campo] = (await storeDocumento(tx, files, caller, upload, { modulo, sucursalId }, allowed)).url;
        } else if (typeof stored[campo] === 'string') {
          datos[campo] = stored[campo];
        }
      }
      const kept = Object.keys(fields)
        .filter((campo) => !byField.has(campo))
        .map((campo) => documentoIdOf(String(stored[campo] ?? '')))
        .filter((id) => id !== null);
      if (current && kept.length > 0 && current.sucursalId !== sucursalId) {
        await tx.update(documento).set({ sucursalId }).where(inArray(documento.id, kept));
      }
    },
  };
}
