/**
 * Empleados (docs/product.md §5 Empleado): validated with the shared schema (CURP and NSS check digits
 * included) and ./rules.ts, sucursal-scoped like clientes, with an optional photo stored as a
 * documento of the /empleados module. Money is checked and stored as exact decimals.
 */
import { eq } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { Empleado } from '../../../schemas/generated/empleado';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { documento, empleado } from '../../db/schema';
import { FILE_REQUIRED } from '../../files/comprobante-upload';
import { documentoUrl, storeDocumento, type Upload } from '../../files/documentos';
import { IMAGE_TYPES } from '../../files/file-type';
import type { FileStore } from '../../files/storage';
import { defineEntity, type Hooks, type RowOf } from '../../entity/define';
import { badRequest } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { parseId } from '../common/ids';
import { checkedEmpleado } from './rules';

export const MODULO = '/empleados';

/** Served by ./routes.ts: the list searches nombre, telefono, correo and puesto, paged by nombre. */
export const empleados = defineEntity<Empleado, typeof empleado>({
  schema: schemas.empleado,
  table: empleado,
  idParam: 'idEmpleado',
  notFound: 'Empleado no encontrado',
  hooks: {
    /** The photo as its download reference. */
    afterRead: (record, row) => (row.fotoId === null ? record : { ...record, foto: documentoUrl(row.fotoId) }),
  },
});

/**
 * A new photo is stored as a documento of the empleado's sucursal and replaces the reference;
 * without one the current photo stays, and its documento follows the empleado to another
 * sucursal, so whoever sees them sees it.
 */
function withFoto(files: FileStore, foto: Upload | undefined): Hooks<Empleado, RowOf<typeof empleado>> {
  return {
    async beforeWrite({ tx, caller, values, current, resolveOwner }) {
      const sucursalId = await resolveOwner();
      const fotoId = current?.fotoId;
      if (foto) {
        values.fotoId = (await storeDocumento(tx, files, caller, foto, { modulo: MODULO, sucursalId }, IMAGE_TYPES)).id;
      } else if (fotoId && sucursalId !== current?.sucursalId) {
        await tx.update(documento).set({ sucursalId }).where(eq(documento.id, fotoId));
      }
    },
  };
}

/** POST: the body is checked before the photo, and nothing is stored unless both pass. */
export function createEmpleado(
  db: Executor,
  files: FileStore,
  caller: Caller,
  body: unknown,
  foto?: Upload,
): Promise<Empleado> {
  return empleados.create(db, caller, checkedEmpleado(body), withFoto(files, foto));
}

/**
 * PUT: replaces the fields; a new photo replaces the reference. `nuevaFoto` (the request's `foto`
 * flag) true promises a new photo, 400 without one; false keeps the current one whatever was sent;
 * without the flag a sent photo is a new one.
 */
export async function updateEmpleado(
  db: Executor,
  files: FileStore,
  caller: Caller,
  body: unknown,
  foto?: Upload,
  nuevaFoto?: boolean,
): Promise<Empleado> {
  if (nuevaFoto && !foto) throw badRequest(INVALID_INPUT, [{ field: 'foto', message: FILE_REQUIRED }]);
  return empleados.update(db, caller, checkedEmpleado(body), withFoto(files, nuevaFoto === false ? undefined : foto));
}

/** What the ID card shows, photo bytes included; 404 like any read of an invisible empleado. */
export async function credencialDe(db: Executor, files: FileStore, caller: Caller, idParam: unknown) {
  const { record, row } = await empleados.find(db, caller, parseId(idParam, 'idEmpleado'));
  let foto: Buffer | null = null;
  if (row.fotoId !== null) {
    const [doc] = await db.select({ sha256: documento.sha256 }).from(documento).where(eq(documento.id, row.fotoId));
    if (doc) foto = await files.read(doc.sha256);
  }
  const { id, nombre, puesto, nss, curp, alta, sucursal } = record;
  return { id: id!, nombre, puesto, nss, curp, alta, sucursal: sucursal?.nombre ?? '', foto };
}
