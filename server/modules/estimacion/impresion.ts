/**
 * The estimación as constructoras hand it in (docs/domain.md, Estimación), read once for its PDF
 * (./impresion-pdf.ts) and its workbook (./impresion-xlsx.ts): the carátula's rows, the detalle
 * grouped by the conceptos' partidas in the presupuesto's order with a subtotal per partida, the
 * obra's estado de cuenta del contrato today, its anexos by name (números generadores, reporte
 * fotográfico) and who signs. Money in cents.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { schemas } from '../../../schemas';
import { anexosOf, tipoDeAnexo } from '../../../schemas/anexos';
import { SIN_PARTIDA } from '../../../schemas/costo-partida';
import { renglonesEstadoCuenta, type RenglonEstadoCuenta } from '../../../schemas/estado-cuenta';
import { toCents } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import type { Caller } from '../../auth/session';
import type { Executor } from '../../db/client';
import { cliente, conceptoObra, obra, presupuestoPartida, sucursal } from '../../db/schema';
import { fechaCorta } from '../../reports/pdf';
import { EMPRESA } from '../usuario/empresa';
import { estadoDeCuenta } from './estado-cuenta';
import { estimaciones, type Estimacion } from './service';

type Linea = Estimacion['lineas'][number];

/** A row of the detalle: a partida's heading, a line, the partida's subtotal, the estimación's total. */
export interface RenglonDetalle {
  tipo: 'partida' | 'concepto' | 'subtotal' | 'total';
  clave: string;
  descripcion: string;
  linea?: Linea;
  /** A line's, a partida's subtotal, the total; cents. */
  importe?: bigint;
}

/** An anexo as the PDF lists it: its kind's label, its titulo and the file's name. */
export interface AnexoImpreso {
  tipo: string;
  titulo: string;
  nombre: string;
}

/** A row of the carátula: its label and amount in cents; `negrita` rows carry a result. */
export interface RenglonCaratula {
  etiqueta: string;
  importe: bigint;
  negrita?: boolean;
}

export interface EstimacionImpresa {
  /** 'Estimacion 3 Puente Sonora': the files' name. */
  nombre: string;
  estimacion: Estimacion;
  obra: string;
  cliente: string;
  /** Label and value of each fact under the heading (Tipo, Status, Autorizada por). */
  datos: [string, string][];
  caratula: RenglonCaratula[];
  neto: bigint;
  detalle: RenglonDetalle[];
  /** YYYY-MM-DD: the estado de cuenta is the contract's as of today, not of the estimación. */
  estadoCuentaAl: string;
  estadoCuenta: RenglonEstadoCuenta[];
  /** Its anexos by name, each kind's together in the order the schema declares the kinds. */
  anexos: AnexoImpreso[];
  /** Who signs: the contratista (the company and its sucursal) and the supervisión (the obra's cliente). */
  firmas: string[];
}

const propiedades = schemas.estimacion.properties;
const titulo = (campo: keyof typeof propiedades) => propiedades[campo].title ?? campo;
const propiedadesLinea = (propiedades.lineas.items as { properties: Record<keyof Linea, { title?: string }> })
  .properties;
/** The title of a line's field, as the editor's columns read. */
export const tituloLinea = (campo: keyof Linea) => propiedadesLinea[campo].title ?? campo;

/** An enum's value as its schema labels it ('finiquito' → 'Finiquito'). */
function etiquetaDe(campo: 'tipo' | 'status', valor: string | undefined): string {
  const prop = propiedades[campo];
  return prop['x-ui']?.enumLabels?.[prop.enum?.indexOf(valor ?? '') ?? -1] ?? valor ?? '';
}

const reglaAnexos = anexosOf(schemas.estimacion);
const ordenDeTipos = Object.keys(reglaAnexos.tipos);

function anexosImpresos(e: Estimacion): AnexoImpreso[] {
  const orden = (tipo: string) => ordenDeTipos.indexOf(tipo);
  return [...(e.anexos ?? [])]
    .sort((a, b) => orden(a.tipo) - orden(b.tipo))
    .map((a) => ({ tipo: tipoDeAnexo(reglaAnexos, a.tipo), titulo: a.titulo, nombre: a.nombre }));
}

function renglonesCaratula(e: Estimacion): RenglonCaratula[] {
  const deLaBase = { importe: 'del importe', subtotal: 'del subtotal' } as const;
  return [
    { etiqueta: titulo('importe'), importe: toCents(e.importe ?? 0) },
    { etiqueta: `(-) ${titulo('amortizacion')}`, importe: toCents(e.amortizacion ?? 0) },
    { etiqueta: titulo('subtotal'), importe: toCents(e.subtotal ?? 0), negrita: true },
    { etiqueta: `(+) ${titulo('iva')} ${e.tasaIva} %`, importe: toCents(e.iva ?? 0) },
    ...(e.retenciones ?? []).map((r) => {
      const importe = toCents(r.importe ?? 0);
      // The finiquito's devolución of a fondo de garantía: a negative retención adds to the neto.
      return importe < 0n
        ? { etiqueta: `(+) ${r.nombre}`, importe: -importe }
        : { etiqueta: `(-) ${r.nombre} (${r.tasa} % ${deLaBase[r.base ?? 'importe']})`, importe };
    }),
    ...(e.deducciones ?? []).map((d) => ({ etiqueta: `(-) ${d.concepto}`, importe: toCents(d.importe) })),
    { etiqueta: titulo('neto'), importe: toCents(e.neto ?? 0), negrita: true },
  ];
}

/** The lines in the presupuesto's order, each partida's under its heading and closed by its subtotal. */
async function renglonesDetalle(db: Executor, e: Estimacion): Promise<RenglonDetalle[]> {
  const ids = e.lineas.map((l) => l.conceptoObraId);
  // Conceptos without a partida come first, as in the presupuesto (orden is never negative).
  const conceptos = await db
    .select({
      id: conceptoObra.id,
      partidaId: conceptoObra.partidaId,
      partidaClave: presupuestoPartida.clave,
      partidaDescripcion: presupuestoPartida.descripcion,
    })
    .from(conceptoObra)
    .leftJoin(presupuestoPartida, eq(presupuestoPartida.id, conceptoObra.partidaId))
    .where(inArray(conceptoObra.id, ids))
    .orderBy(asc(sql`coalesce(${presupuestoPartida.orden}, -1)`), asc(conceptoObra.orden));
  const lineaDe = new Map(e.lineas.map((l) => [l.conceptoObraId, l]));
  const renglones: RenglonDetalle[] = [];
  // The partida being written: its subtotal row closes it when the next one starts, and at the end.
  let grupo = null as { partidaId: number | null; clave: string; subtotal: bigint } | null;
  const cerrar = () => {
    if (grupo)
      renglones.push({ tipo: 'subtotal', clave: '', descripcion: `Subtotal ${grupo.clave}`, importe: grupo.subtotal });
  };
  for (const c of conceptos) {
    // Every concepto read is one of the lines'.
    const linea = lineaDe.get(c.id);
    if (!linea) continue;
    if (grupo?.partidaId !== c.partidaId) {
      cerrar();
      grupo = { partidaId: c.partidaId, clave: c.partidaClave ?? SIN_PARTIDA, subtotal: 0n };
      renglones.push({
        tipo: 'partida',
        clave: c.partidaClave ?? '',
        descripcion: c.partidaDescripcion ?? SIN_PARTIDA,
      });
    }
    const importe = toCents(linea.importe ?? 0);
    grupo.subtotal += importe;
    renglones.push({
      tipo: 'concepto',
      clave: linea.clave ?? '',
      descripcion: linea.descripcion ?? '',
      linea,
      importe,
    });
  }
  cerrar();
  renglones.push({ tipo: 'total', clave: '', descripcion: titulo('importe'), importe: toCents(e.importe ?? 0) });
  return renglones;
}

/** GET /api/estimacion/{id}/pdf and /xlsx read this: 404 for an estimación the caller cannot see. */
export async function estimacionImpresa(db: Executor, caller: Caller, idParam: unknown): Promise<EstimacionImpresa> {
  const e = await estimaciones.get(db, caller, idParam);
  const obraId = e.obra.id;
  const [[partes], detalle, estado] = await Promise.all([
    db
      .select({ obra: obra.nombre, cliente: cliente.nombre, sucursal: sucursal.nombre })
      .from(obra)
      .innerJoin(cliente, eq(cliente.id, obra.clienteId))
      .innerJoin(sucursal, eq(sucursal.id, obra.sucursalId))
      .where(eq(obra.id, obraId)),
    renglonesDetalle(db, e),
    estadoDeCuenta(db, caller, obraId),
  ]);
  const autorizada = e.autorizadoPor
    ? [
        [titulo('autorizadoPor'), `${e.autorizadoPor}, ${fechaCorta((e.autorizadoEn ?? '').slice(0, 10))}`] as [
          string,
          string,
        ],
      ]
    : [];
  return {
    nombre: `Estimacion ${e.folio} ${partes.obra}`,
    estimacion: e,
    obra: partes.obra,
    cliente: partes.cliente,
    datos: [
      ['Cliente', partes.cliente],
      [titulo('tipo'), etiquetaDe('tipo', e.tipo)],
      [titulo('status'), etiquetaDe('status', e.status)],
      ...autorizada,
    ],
    caratula: renglonesCaratula(e),
    neto: toCents(e.neto ?? 0),
    detalle,
    estadoCuentaAl: businessToday(),
    estadoCuenta: renglonesEstadoCuenta(estado),
    anexos: anexosImpresos(e),
    firmas: [`Contratista\n${EMPRESA}\n${partes.sucursal}`, `Supervision\n${partes.cliente}`],
  };
}
