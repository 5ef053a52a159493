/**
 * A catalog's import and export (schemas/api/catalogo-diseno.ts). An import reads the sheet
 * (./hoja/), resolves references by name through the caller's scope, checks every row against the
 * stored schema and the catalog's key, and answers row by row what would be stored; nothing is
 * stored unless confirmed, and then every valid row goes in one transaction, in the caller's
 * sucursal, under the catalog's lock so a concurrent save cannot slip a duplicate key in.
 */
import { and, eq, sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '../../../schemas/api/shared';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { catalogoRegistro } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { xlsx, type XlsxFile } from '../../reports/spreadsheet';
import type { MultipartBody } from '../../files/multipart';
import { busquedaOf } from '../../entity/json-storage';
import { badRequest } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';
import { sucursalForWrite } from '../common/sucursal';
import { columnasDeExportacion } from './hoja/exportar';
import { normalizarClave } from './hoja/clave';
import { filasDelCatalogo, type FilaImportada } from './hoja/filas';
import { leerHoja } from './hoja/leer';
import { invalidReference, nameReferences, referenceReader } from './references';
import { lockCatalog } from './write-rules';
import type { Catalogo } from './registry';
import { pageRegistros, type CatalogoContext, type Registro } from './service';

const INSERT_BATCH = 500;

/** The stored keys of the catalog in a sucursal, folded as the sheet's are. */
async function existentes(db: Executor, catalogo: Catalogo, sucursalId: number): Promise<Set<string>> {
  const key = catalogo.schema['x-resource'].key;
  if (!key) return new Set();
  const rows = await db
    .select({ clave: sql<string>`${catalogoRegistro.datos} ->> ${key}` })
    .from(catalogoRegistro)
    .where(and(eq(catalogoRegistro.catalogo, catalogo.name), eq(catalogoRegistro.sucursalId, sucursalId)));
  return new Set(rows.filter((r) => r.clave !== null).map((r) => normalizarClave(r.clave)));
}

/**
 * The valid rows' references named (for the list's search) and checked: a row that gave an id the
 * caller may not see gets the field's error, as a form would.
 */
async function conNombres(
  db: Executor,
  caller: Caller,
  ctx: CatalogoContext,
  catalogo: Catalogo,
  filas: FilaImportada[],
) {
  const validas = filas.filter((f) => f.errores.length === 0);
  const filaDe = new Map(validas.map((f) => [f.datos, f]));
  await nameReferences(
    referenceReader(db, caller, ctx.catalogos),
    catalogo.schema,
    validas.map((f) => f.datos),
    (datos, campo) =>
      filaDe.get(datos)?.errores.push({ field: `${campo}.id`, message: invalidReference(catalogo.schema, campo) }),
  );
}

export async function importarCatalogo(
  db: Executor,
  caller: Caller,
  ctx: CatalogoContext,
  catalogo: Catalogo,
  parts: MultipartBody,
) {
  const archivo = parts.files.find((f) => f.field === 'archivo');
  if (!archivo) throw badRequest(INVALID_INPUT, [{ field: 'archivo', message: 'Elija la hoja a importar' }]);
  const confirmar = parts.fields.get('confirmar') === 'true';
  const sucursalId = await sucursalForWrite(db, caller, undefined);
  const hoja = await leerHoja(archivo.content, archivo.filename);
  const revisar = async (tx: Executor) => {
    const reader = referenceReader(tx, caller, ctx.catalogos);
    return filasDelCatalogo(
      catalogo.schema,
      hoja,
      (_campo, reference, nombres) => reader.ids(reference, nombres),
      await existentes(tx, catalogo, sucursalId),
    );
  };
  const resumen = (filas: FilaImportada[], columnasIgnoradas: string[], guardadas: number) => {
    const conErrores = filas.filter((f) => f.errores.length > 0).length;
    return { filas, validas: filas.length - conErrores, conErrores, guardadas, columnasIgnoradas };
  };
  if (!confirmar) {
    const { filas, columnasIgnoradas } = await revisar(db);
    await conNombres(db, caller, ctx, catalogo, filas);
    return resumen(filas, columnasIgnoradas, 0);
  }
  return inTransaction(db, caller.id, async (tx) => {
    await lockCatalog(tx, catalogo);
    const { filas, columnasIgnoradas } = await revisar(tx);
    await conNombres(tx, caller, ctx, catalogo, filas);
    const validas = filas.filter((f) => f.errores.length === 0);
    const busqueda = busquedaOf(catalogo.schema);
    for (let i = 0; i < validas.length; i += INSERT_BATCH) {
      await tx.insert(catalogoRegistro).values(
        validas.slice(i, i + INSERT_BATCH).map(({ datos }) => ({
          catalogo: catalogo.name,
          datos,
          busqueda: busqueda(datos),
          sucursalId,
        })),
      );
    }
    return resumen(filas, columnasIgnoradas, validas.length);
  });
}

/** The list with its search, page after page: only the workbook holds every row. */
export async function exportarCatalogo(
  db: Executor,
  caller: Caller,
  ctx: CatalogoContext,
  catalogo: Catalogo,
  query: Record<string, unknown>,
): Promise<XlsxFile> {
  async function* registros(): AsyncIterable<Registro> {
    for (let page = 0; ; page += 1) {
      const { content } = await pageRegistros(db, caller, ctx, catalogo, {
        toSearch: query.toSearch,
        page,
        pageSize: MAX_PAGE_SIZE,
      });
      yield* content;
      if (content.length < MAX_PAGE_SIZE) return;
    }
  }
  return xlsx(catalogo.schema['x-resource'].label, columnasDeExportacion(catalogo.schema), registros());
}
