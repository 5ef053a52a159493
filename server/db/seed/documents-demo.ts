/**
 * What the demo's document steps share: they write as the `admin` superuser through the services
 * the API uses (which check what they would check for a person), give each applied document its
 * own PDF as comprobante, and find the demo's obras, proveedores and conceptos by name.
 */
import { addDays, format, parseISO } from 'date-fns';
import { and, eq, inArray } from 'drizzle-orm';
import { moneyToJson } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import type { Caller } from '../../auth/session';
import { renderPdf } from '../../reports/pdf';
import type { FileStore } from '../../files/storage';
import type { compras } from '../../modules/compra/service';
import type { gastos } from '../../modules/gasto/service';
import type { notas } from '../../modules/nota-credito/service';
import type { Executor, Tx } from '../client';
import { concepto, obra, proveedor, unidadMedida, usuario } from '../schema';

/** The admin as the services' caller, in `sucursalId`; undefined before the admin exists. */
export async function adminCaller(db: Executor, sucursalId: number): Promise<Caller | undefined> {
  const [admin] = await db.select().from(usuario).where(eq(usuario.username, 'admin'));
  if (!admin) return undefined;
  return {
    id: admin.id,
    username: admin.username,
    role: 'ROLE_SUPERUSER',
    nombres: admin.nombres,
    apellidos: admin.apellidos,
    sucursalId,
  };
}

/** YYYY-MM-DD of `offset` days from the seeding day (Hermosillo's today). */
export function demoDay(offset: number): string {
  return format(addDays(parseISO(businessToday()), offset), 'yyyy-MM-dd');
}

/** A one-page PDF as a proveedor or the company would send it: a title and its lines. */
export const comprobantePdf = (titulo: string, ...lineas: string[]) =>
  renderPdf({ title: titulo, size: 'LETTER', margin: 56 }, (doc) => {
    doc.fontSize(16).text(titulo).moveDown().fontSize(11);
    for (const linea of lineas) doc.text(linea);
  });

/** Attaches `pdf` as the document's comprobante, then applies it: what a user does in two clicks. */
export async function aplicar(
  tx: Tx,
  files: FileStore,
  caller: Caller,
  document: typeof compras | typeof notas | typeof gastos,
  id: number,
  pdf: Buffer,
  filename = `comprobante-${id}.pdf`,
): Promise<void> {
  await document.attach(tx, files, caller, id, async () => ({
    file: { field: 'file', filename, content: pdf },
  }));
  await document.act(tx, caller, 'aplicar', id);
}

/** The demo obras in course by name, with their inicio and cliente (a closed obra takes no documents). */
export async function obrasPorNombre(tx: Tx, nombres: string[]) {
  const rows = await tx
    .select({ id: obra.id, nombre: obra.nombre, inicio: obra.inicio, clienteId: obra.clienteId })
    .from(obra)
    .where(and(inArray(obra.nombre, nombres), eq(obra.terminado, false)));
  return new Map(rows.map((row) => [row.nombre, row]));
}

/** The proveedores by name: their ids. */
export async function proveedoresPorNombre(tx: Tx, nombres: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: proveedor.id, nombre: proveedor.nombre })
    .from(proveedor)
    .where(inArray(proveedor.nombre, nombres));
  return new Map(rows.map((row) => [row.nombre, row.id]));
}

export interface ConceptoDemo {
  id: number;
  nombre: string;
  unidad: string | null;
  precio: string | null;
}

/** The conceptos by name, with their unit and price. */
export async function conceptosPorNombre(tx: Tx, nombres: string[]): Promise<Map<string, ConceptoDemo>> {
  const rows = await tx
    .select({ id: concepto.id, nombre: concepto.nombre, unidad: unidadMedida.nombre, precio: concepto.precioUnitario })
    .from(concepto)
    .leftJoin(unidadMedida, eq(unidadMedida.id, concepto.unidadMedidaId))
    .where(inArray(concepto.nombre, nombres));
  return new Map(rows.map((row) => [row.nombre, row]));
}

/** A document's lines, at least one as its schema asks; demo data without any is a bug of the seed. */
export function lineas<L>(items: L[]): [L, ...L[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('Documento demo sin lineas');
  return [first, ...rest];
}

/** The demo's line price: every demo concepto has one. */
export function precioDe(concepto: ConceptoDemo): number {
  if (concepto.precio === null) throw new Error(`Concepto demo sin precio: ${concepto.nombre}`);
  return moneyToJson(concepto.precio);
}
