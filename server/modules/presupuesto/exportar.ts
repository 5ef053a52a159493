/**
 * The presupuesto of an obra as a file: an .xlsx whose partidas are grouped rows (Excel folds each
 * under its heading) with their subtotals as numbers, and a letter PDF. Both read the conceptos a
 * batch at a time in the tree's order; conceptos without a partida come first, as in a sheet whose
 * first conceptos precede any partida, so the .xlsx imports back to the same presupuesto.
 */
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { centsToText, formatCents, toCents } from '../../../schemas/money';
import { COLUMNAS_PRESUPUESTO, COSTO_TOTAL_OBRA, TOTAL_PRESUPUESTO } from '../../../schemas/presupuesto';
import { businessToday } from '../../../schemas/today';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { band, letterPage, roomFor, tableHeader, tableRows, totalRow, type PdfColumn } from '../../reports/letter-pdf';
import { fechaCorta, renderPdf } from '../../reports/pdf';
import { xlsx, type SheetColumn } from '../../reports/spreadsheet';
import { resumenPresupuesto } from './service';
import { columnasConcepto, conceptoObra, presupuestoPartida } from './table';

/** A row of the exported presupuesto: amounts as decimal text, so no float ever sums them. */
export interface FilaExportada {
  tipo: 'partida' | 'concepto' | 'total';
  /** A partida's level (1–3); a concepto's is its partida's + 1 (1 without one). */
  nivel: number;
  clave: string;
  descripcion: string;
  unidad?: string;
  cantidad?: string;
  precioUnitario?: string;
  /** A concepto's importe, a partida's subtotal, the total. */
  importe: string;
}

const LOTE = 1000;
// Conceptos without a partida sort before every partida's (orden is never negative).
const SIN_PARTIDA = -1;

type Resumen = Awaited<ReturnType<typeof resumenPresupuesto>>;

/** The obra's rows in the tree's order: each partida before its conceptos and its subpartidas, the total last. */
async function* filas(db: Executor, obraId: number, resumen: Resumen): AsyncGenerator<FilaExportada> {
  const partidas = resumen.partidas;
  const ordenes = new Map(
    (
      await db
        .select({ id: presupuestoPartida.id, orden: presupuestoPartida.orden })
        .from(presupuestoPartida)
        .where(eq(presupuestoPartida.obraId, obraId))
    ).map((p) => [p.id, p.orden]),
  );
  let siguientePartida = 0;
  function* partidasHasta(orden: number): Generator<FilaExportada> {
    while (siguientePartida < partidas.length && (ordenes.get(partidas[siguientePartida].id) ?? 0) <= orden) {
      const p = partidas[siguientePartida++];
      yield {
        tipo: 'partida',
        nivel: p.nivel,
        clave: p.clave,
        descripcion: p.descripcion,
        importe: centsToText(toCents(p.subtotal)),
      };
    }
  }
  const nivelDe = new Map(partidas.map((p) => [p.id, p.nivel]));
  const partidaOrden = sql<number>`coalesce(${presupuestoPartida.orden}, ${SIN_PARTIDA})`;
  let despues: { partida: number; orden: number } | null = null;
  for (;;) {
    const lote = await db
      .select({
        partidaId: conceptoObra.partidaId,
        partidaOrden,
        orden: conceptoObra.orden,
        ...columnasConcepto,
      })
      .from(conceptoObra)
      .leftJoin(presupuestoPartida, eq(presupuestoPartida.id, conceptoObra.partidaId))
      .where(
        and(
          eq(conceptoObra.obraId, obraId),
          despues === null
            ? undefined
            : or(
                gt(partidaOrden, despues.partida),
                and(eq(partidaOrden, despues.partida), gt(conceptoObra.orden, despues.orden)),
              ),
        ),
      )
      .orderBy(asc(partidaOrden), asc(conceptoObra.orden))
      .limit(LOTE);
    for (const c of lote) {
      yield* partidasHasta(Number(c.partidaOrden));
      yield {
        tipo: 'concepto',
        nivel: c.partidaId === null ? 1 : (nivelDe.get(c.partidaId) ?? 0) + 1,
        clave: c.clave,
        descripcion: c.descripcion,
        unidad: c.unidad,
        cantidad: c.cantidad,
        precioUnitario: c.precioUnitario,
        importe: c.importe,
      };
    }
    if (lote.length < LOTE) break;
    const ultimo: { partidaOrden: number; orden: number } = lote[lote.length - 1];
    despues = { partida: Number(ultimo.partidaOrden), orden: ultimo.orden };
  }
  yield* partidasHasta(Number.MAX_SAFE_INTEGER);
  yield {
    tipo: 'total',
    nivel: 0,
    clave: '',
    descripcion: TOTAL_PRESUPUESTO,
    importe: centsToText(toCents(resumen.total)),
  };
}

const COLUMNAS: SheetColumn<FilaExportada>[] = [
  { header: COLUMNAS_PRESUPUESTO.clave, value: (f) => f.clave, width: 14 },
  { header: COLUMNAS_PRESUPUESTO.descripcion, value: (f) => f.descripcion, width: 60 },
  { header: COLUMNAS_PRESUPUESTO.unidad, value: (f) => f.unidad, width: 10 },
  { header: COLUMNAS_PRESUPUESTO.cantidad, value: (f) => f.cantidad, kind: 'quantity', width: 14 },
  { header: COLUMNAS_PRESUPUESTO.precioUnitario, value: (f) => f.precioUnitario, kind: 'money' },
  { header: COLUMNAS_PRESUPUESTO.importe, value: (f) => f.importe, kind: 'money' },
];

/** GET /api/presupuesto/obra/{idObra}/exportar: the .xlsx, named 'Presupuesto <obra>'. */
export async function presupuestoXlsx(db: Executor, caller: Caller, obraId: number) {
  const resumen = await resumenPresupuesto(db, caller, obraId);
  const contenido = await xlsx('Presupuesto', COLUMNAS, filas(db, obraId, resumen), {
    heading: (f) => f.tipo !== 'concepto',
    level: (f) => Math.max(0, f.nivel - 1),
  });
  return { nombre: nombreDeArchivo(resumen), contenido };
}

/** Files are named after the screen and the obra: 'Presupuesto Torre Norte'. */
const nombreDeArchivo = (resumen: Resumen) => `Presupuesto ${resumen.obra.nombre}`;

const money = (text: string | undefined) => (text === undefined ? '' : formatCents(toCents(text)));
const sangria = (f: FilaExportada) => '   '.repeat(Math.max(0, f.nivel - 1));

const COLUMNAS_PDF: PdfColumn<FilaExportada>[] = [
  { title: COLUMNAS_PRESUPUESTO.clave, width: 62, cell: (f) => f.clave },
  { title: COLUMNAS_PRESUPUESTO.descripcion, width: 218, cell: (f) => sangria(f) + f.descripcion },
  { title: COLUMNAS_PRESUPUESTO.unidad, width: 40, cell: (f) => f.unidad ?? '' },
  {
    title: COLUMNAS_PRESUPUESTO.cantidad,
    width: 56,
    align: 'right',
    cell: (f) =>
      f.cantidad === undefined ? '' : Number(f.cantidad).toLocaleString('en-US', { maximumFractionDigits: 4 }),
  },
  { title: COLUMNAS_PRESUPUESTO.precioUnitario, width: 70, align: 'right', cell: (f) => money(f.precioUnitario) },
  { title: COLUMNAS_PRESUPUESTO.importe, width: 86, align: 'right', cell: (f) => money(f.importe) },
];

/** Rows drawn between two turns of the event loop: a presupuesto of thousands of conceptos never holds it. */
const FILAS_POR_TURNO = 200;

/** GET /api/presupuesto/obra/{idObra}/pdf: the tree on letter pages, the total at the end. */
export async function presupuestoPdf(db: Executor, caller: Caller, obraId: number) {
  const resumen = await resumenPresupuesto(db, caller, obraId);
  const contenido = await renderPdf(letterPage(nombreDeArchivo(resumen)), async (doc) => {
    const top = band(doc, {
      titulo: 'PRESUPUESTO',
      obra: resumen.obra.nombre,
      detalles: [`Impreso: ${fechaCorta(businessToday())}`, `Conceptos: ${resumen.conceptos.toLocaleString('en-US')}`],
    });
    let y = tableHeader(doc, COLUMNAS_PDF, top);
    let lote: FilaExportada[] = [];
    const dibujar = async () => {
      y = tableRows(doc, COLUMNAS_PDF, lote, y, { bold: (f) => f.tipo === 'partida' });
      lote = [];
      await new Promise((resolve) => setImmediate(resolve));
    };
    for await (const fila of filas(db, obraId, resumen)) {
      if (fila.tipo === 'total') break;
      lote.push(fila);
      if (lote.length === FILAS_POR_TURNO) await dibujar();
    }
    await dibujar();
    y = roomFor(doc, y + 8, 40);
    y = totalRow(doc, TOTAL_PRESUPUESTO, toCents(resumen.total), y, true);
    totalRow(doc, COSTO_TOTAL_OBRA, toCents(resumen.obra.costoTotal), y);
  });
  return { nombre: nombreDeArchivo(resumen), contenido };
}
