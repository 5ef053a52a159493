/**
 * The presupuesto of an obra read (docs/domain.md, Presupuesto): its tree with subtotals, from the
 * partidas and one sum per partida (never every concepto), and its conceptos a keyset page at a
 * time; one concepto is an entity of obra scope, so its edit is guarded, versioned and audited as
 * any record's.
 */
import { and, asc, count, eq, gt, isNull, sql, sum } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import type { ConceptoObra } from '../../../schemas/generated/conceptoObra';
import { centsToText, toCents } from '../../../schemas/money';
import { CONCEPTO_NO_ENCONTRADO, PARTIDA_NO_ENCONTRADA, importeConcepto } from '../../../schemas/presupuesto';
import { arbolDe, conAjustes, lecturaPresupuesto } from '../../../schemas/presupuesto-lectura';
import { sucursalScope, type Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { obra } from '../../db/schema';
import { OBRA_NO_ENCONTRADA } from '../../../schemas/messages';
import { defineEntity, type RowOf, type WriteContext } from '../../entity/define';
import { notFound } from '../../http-errors';
import { visibleTo } from '../common/sucursal';
import { preparada } from './preparadas';
import { conceptoObra, presupuestoPartida } from './table';
import { ajustesDeObra, importeVigenteCon } from './vigente';

export const claveEnUso = (clave: string) => `La clave ${clave} ya esta en el presupuesto de la obra..`;

/**
 * A concepto stays in its obra (its partida is the obra's), whatever obra the body names, and the
 * obra must be open; importe from cantidad and P.U. by the shared rule, whatever the client sent; a
 * clave once per obra.
 */
async function conceptoRules({
  tx,
  input,
  values,
  errors,
  current,
  resolveOwner,
}: WriteContext<ConceptoObra, RowOf<typeof conceptoObra>>) {
  const obraId = await resolveOwner(current?.obraId);
  const importe = importeConcepto(values.cantidad, values.precioUnitario);
  // The entity layer already refused a cantidad or P.U. with too many decimals.
  values.importe = centsToText(importe ?? 0n);
  const [otro] = await tx
    .select({ id: conceptoObra.id })
    .from(conceptoObra)
    .where(and(eq(conceptoObra.obraId, obraId), eq(conceptoObra.clave, input.clave)));
  if (otro && otro.id !== current?.id) errors.add('clave', claveEnUso(input.clave));
}

export const conceptosObra = defineEntity<ConceptoObra, typeof conceptoObra>({
  schema: schemas.conceptoObra,
  table: conceptoObra,
  idParam: 'idConcepto',
  notFound: CONCEPTO_NO_ENCONTRADO,
  order: [
    [conceptoObra.obraId, 'asc'],
    [conceptoObra.orden, 'asc'],
    [conceptoObra.id, 'asc'],
  ],
  hooks: { beforeWrite: conceptoRules },
});

const obraLeida = preparada('presupuesto_obra', ['obraId', 'sucursalId'], (db, v, variante) =>
  db
    .select({ id: obra.id, nombre: obra.nombre, costoTotal: obra.costoTotal, terminado: obra.terminado })
    .from(obra)
    .where(and(eq(obra.id, v.obraId), variante === 'todas' ? undefined : eq(obra.sucursalId, v.sucursalId))),
);

/** The obra as the presupuesto shows it; 404 for one the caller cannot see. */
export async function obraDelPresupuesto(db: Executor, caller: Caller, obraId: number) {
  const sucursalId = sucursalScope(caller);
  const [found] = await obraLeida(db, { obraId, sucursalId: sucursalId ?? 0 }, sucursalId === null ? 'todas' : '');
  if (!found) throw notFound(OBRA_NO_ENCONTRADA);
  return found;
}

const partidasLeidas = preparada('presupuesto_partidas', ['obraId'], (db, v) =>
  db
    .select({
      id: presupuestoPartida.id,
      padreId: presupuestoPartida.padreId,
      nivel: presupuestoPartida.nivel,
      clave: presupuestoPartida.clave,
      descripcion: presupuestoPartida.descripcion,
    })
    .from(presupuestoPartida)
    .where(eq(presupuestoPartida.obraId, v.obraId))
    .orderBy(asc(presupuestoPartida.orden)),
);

const sumasLeidas = preparada('presupuesto_sumas', ['obraId'], (db, v) => {
  const ajustes = ajustesDeObra(v.obraId);
  return db
    .select({
      partidaId: conceptoObra.partidaId,
      contratado: sum(conceptoObra.importe),
      importe: sum(importeVigenteCon(ajustes)),
      conceptos: count(),
    })
    .from(conceptoObra)
    .leftJoin(ajustes, eq(ajustes.conceptoId, conceptoObra.id))
    .where(eq(conceptoObra.obraId, v.obraId))
    .groupBy(conceptoObra.partidaId);
});

/**
 * The partidas of an obra in order with their subtotals, from the partidas and one sum per partida
 * (never every concepto), read by the shared rule (schemas/presupuesto-lectura.ts).
 */
export async function arbolPresupuesto(db: Executor, obraId: number) {
  const [partidas, sumas] = await Promise.all([partidasLeidas(db, { obraId }), sumasLeidas(db, { obraId })]);
  return arbolDe(
    partidas,
    sumas.map((s) => ({
      partidaId: s.partidaId,
      contratado: toCents(s.contratado ?? 0),
      importe: toCents(s.importe ?? 0),
      conceptos: s.conceptos,
    })),
  );
}

/** GET /api/presupuesto/obra/{idObra}: partidas in order with subtotals, the total and its difference from costoTotal. */
export async function resumenPresupuesto(db: Executor, caller: Caller, obraId: number) {
  // Read at once; nothing of the tree is answered before the obra is found visible.
  const [found, arbol] = await Promise.all([obraDelPresupuesto(db, caller, obraId), arbolPresupuesto(db, obraId)]);
  return lecturaPresupuesto(found, arbol);
}

export interface ConceptosQuery {
  partida?: number;
  sinPartida?: string;
  toSearch?: string;
  despues?: number;
  size?: number;
}

const PAGINA = 50;

/**
 * GET /api/presupuesto/obra/{idObra}/conceptos: the next page after `despues` (an `orden`) of one
 * partida's conceptos or of the search's matches (`busqueda`: clave and descripcion), by
 * `concepto_obra_partida_idx` or `concepto_obra_orden_key` and the trigram index; one row more than
 * the page says whether another follows. The obra's check, the page and the obra's authorized
 * ajustes are read at once: nothing of them is answered before the obra is found visible.
 */
export async function paginaConceptos(db: Executor, caller: Caller, obraId: number, query: ConceptosQuery) {
  const size = query.size ?? PAGINA;
  const partida =
    query.partida !== undefined
      ? eq(conceptoObra.partidaId, query.partida)
      : query.sinPartida === 'true'
        ? isNull(conceptoObra.partidaId)
        : undefined;
  const [, found, ajustes] = await Promise.all([
    obraDelPresupuesto(db, caller, obraId),
    conceptosObra.list(db, caller, query.toSearch, {
      where: and(
        eq(conceptoObra.obraId, obraId),
        partida,
        query.despues === undefined ? undefined : gt(conceptoObra.orden, query.despues),
      ),
      limit: size + 1,
    }),
    db.select().from(ajustesDeObra(obraId)),
  ]);
  const sumas = new Map(
    ajustes.map((a) => [a.conceptoId, { cantidad: a.cantidad ?? 0, importe: toCents(a.importe ?? 0) }]),
  );
  const content = found.slice(0, size).map((c) => conAjustes(c, sumas.get(c.id as number)));
  return { content, siguiente: found.length > size ? (content.at(-1)!.orden as number) : null };
}

/**
 * GET /api/presupuesto/obra/{idObra}/partidas: a document's partida picker, at most 20 in the
 * presupuesto's order, matching clave or descripcion (`nombre`); 404 for an obra the caller cannot see.
 */
export async function partidasParaElegir(db: Executor, caller: Caller, obraId: number, buscar?: string) {
  await obraDelPresupuesto(db, caller, obraId);
  const texto = buscar?.trim();
  const partidas = await db
    .select({ id: presupuestoPartida.id, nombre: presupuestoPartida.nombre })
    .from(presupuestoPartida)
    .where(
      and(
        eq(presupuestoPartida.obraId, obraId),
        texto
          ? sql`f_unaccent(lower(${presupuestoPartida.nombre})) LIKE f_unaccent(lower(${`%${texto}%`}))`
          : undefined,
      ),
    )
    .orderBy(asc(presupuestoPartida.orden))
    .limit(20);
  // `nombre` is generated from the not-null clave and descripcion: never null.
  return partidas.map(({ id, nombre }) => ({ id, nombre: nombre ?? '' }));
}

/** GET /api/presupuesto/partida/{idPartida}: one partida as the picker shows it; 404 when its obra is unseen. */
export async function partidaParaElegir(db: Executor, caller: Caller, partidaId: number) {
  const [found] = await db
    .select({ id: presupuestoPartida.id, nombre: presupuestoPartida.nombre })
    .from(presupuestoPartida)
    .innerJoin(obra, eq(obra.id, presupuestoPartida.obraId))
    .where(and(eq(presupuestoPartida.id, partidaId), visibleTo(caller, obra.sucursalId)));
  if (!found) throw notFound(PARTIDA_NO_ENCONTRADA);
  return found;
}
