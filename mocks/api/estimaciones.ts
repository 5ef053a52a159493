/**
 * /api/estimacion as the server answers it (schemas/api/estimacion.ts): the document's routes, a
 * new or edited one computed and refused by ./estimacion-calculo.ts (the shared carátula), devolver
 * and facturar with their bodies checked by the contracts, facturar refused without an alcance
 * líquido (NETO_SIN_SALDO), and the estado de cuenta del contrato summed over the fixtures. Writes
 * are answered, not kept.
 */
import { http, HttpResponse } from 'msw';
import { schemas } from '../../schemas';
import { devolucion, facturacion } from '../../schemas/api/estimacion';
import { estadoDeCuenta as deSumas } from '../../schemas/estado-cuenta';
import { NETO_SIN_SALDO } from '../../schemas/estimacion';
import type { Estimacion } from '../../schemas/generated/estimacion';
import { OBRA_NO_ENCONTRADA } from '../../schemas/messages';
import { toCents } from '../../schemas/money';
import { AJUSTE_VIGENTE } from '../../schemas/presupuesto';
import { businessToday } from '../../schemas/today';
import { ajustesPresupuesto } from '../fixtures/ajustesPresupuesto';
import { estimaciones } from '../fixtures/estimaciones';
import { facturas } from '../fixtures/facturas';
import { obras } from '../fixtures/obras';
import { conceptos } from '../fixtures/presupuesto';
import { validated } from './crud';
import { documentHandlers } from './document-handlers';
import { avancePorEstimar, calculada, refusalToSave } from './estimacion-calculo';
import { errorResponse } from './util';

const api = schemas.estimacion['x-resource']?.api as string;
const byId = (id: unknown) => estimaciones.find((e) => String(e.id) === String(id));
const cents = (value: number | undefined) => toCents(value ?? 0);
const suma = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

const { mock, handlers } = documentHandlers<Estimacion>(schemas.estimacion, {
  rows: estimaciones,
  search: ['folio', 'tipo', 'observaciones'],
  order: (a, b) => b.fecha.localeCompare(a.fecha) || (b.folio ?? 0) - (a.folio ?? 0),
  refuse: (action, estimacion) => {
    if (action === 'editar') return refusalToSave(estimacion, estimaciones);
    if (action === 'facturar' && cents(estimacion.neto) <= 0n) return { status: 409, message: NETO_SIN_SALDO };
    return undefined;
  },
  create: (estimacion) =>
    calculada(
      {
        ...estimacion,
        folio:
          Math.max(0, ...estimaciones.filter((e) => e.obra.id === estimacion.obra.id).map((e) => e.folio ?? 0)) + 1,
      },
      estimaciones,
    ),
  actions: {
    editar: { change: (estimacion) => calculada(estimacion, estimaciones) },
    autorizar: {
      change: (estimacion) => ({ ...estimacion, autorizadoPor: 'admin', autorizadoEn: new Date().toISOString() }),
    },
  },
});

/** An action with a body: as the server, its 404 and the document's refusals first, then the body by the service's schema (400). */
const conCuerpo = (
  accion: 'devolver' | 'facturar',
  change: (estimacion: Estimacion, body: Record<string, string>) => Estimacion,
) =>
  http.post(`${api}/:id/${accion}`, async ({ params, request }) => {
    const estimacion = byId(params.id);
    const refused = estimacion ? mock.refusal(accion, estimacion) : { status: 404, message: mock.notFound };
    if (refused) return errorResponse(refused.status, refused.message);
    const checked = validated<Record<string, string>>(
      { devolver: devolucion, facturar: facturacion }[accion],
      await request.json().catch(() => ({})),
    );
    if (checked.error) return checked.error;
    return mock.act(estimacion, accion, (e) => change(e, checked.value));
  });

/** GET /api/estimacion/obra/{obraId}/estadoCuenta: the server's reading (schemas/estado-cuenta.ts) of the fixtures' sums. */
function estadoDeCuenta(obraId: number) {
  const obra = obras.find((o) => o.id === obraId)!;
  const suyas = estimaciones.filter((e) => e.obra.id === obraId);
  const contratado = suma(conceptos.filter((c) => c.obraId === obraId).map((c) => cents(c.importe)));
  const ajustes = suma(
    ajustesPresupuesto
      .filter((a) => a.obra.id === obraId && a.status === AJUSTE_VIGENTE && a.conceptoObraId !== undefined)
      .map((a) => cents(a.importe)),
  );
  const retenido = new Map<string, bigint>();
  for (const r of suyas.flatMap((e) => e.retenciones ?? [])) {
    retenido.set(r.nombre!, (retenido.get(r.nombre!) ?? 0n) + cents(r.importe));
  }
  const suFacturas = facturas.filter((f) => suyas.some((e) => e.facturaId === f.id));
  return {
    obra: { id: obra.id, nombre: obra.nombre },
    ...deSumas({
      contratado,
      vigente: contratado + ajustes,
      anticipo: cents(obra.anticipo),
      estimado: suma(suyas.map((e) => cents(e.importe))),
      amortizado: suma(suyas.map((e) => cents(e.amortizacion))),
      deducciones: suma(suyas.map((e) => cents(e.totalDeducciones))),
      retenido: [...retenido].map(([nombre, importe]) => ({ nombre, importe })),
      facturado: suma(suFacturas.map((f) => cents(f.total))),
      porCobrar: suma(suFacturas.map((f) => cents(f.saldo))),
      estimaciones: suyas.length,
      finiquitada: suyas.some((e) => e.tipo === 'finiquito'),
    }),
  };
}

/** The next factura's id, as Cobros would give it. */
const siguienteFactura = () => Math.max(0, ...facturas.map((f) => f.id)) + 1;

export const estimacionHandlers = [
  http.get(`${api}/obra/:obraId/estadoCuenta`, ({ params }) =>
    obras.some((o) => String(o.id) === params.obraId)
      ? HttpResponse.json(estadoDeCuenta(Number(params.obraId)))
      : errorResponse(404, OBRA_NO_ENCONTRADA),
  ),
  http.get(`${api}/obra/:obraId/avance`, ({ params, request }) => {
    const query = new URL(request.url).searchParams;
    const excluir = query.get('estimacion');
    return obras.some((o) => String(o.id) === params.obraId)
      ? HttpResponse.json(
          avancePorEstimar(
            Number(params.obraId),
            query.get('al') ?? businessToday(),
            excluir ? Number(excluir) : undefined,
            estimaciones,
          ),
        )
      : errorResponse(404, OBRA_NO_ENCONTRADA);
  }),
  conCuerpo('devolver', (estimacion, { motivo }) => ({
    ...estimacion,
    motivoDevolucion: motivo.trim(),
    autorizadoPor: undefined,
    autorizadoEn: undefined,
  })),
  conCuerpo('facturar', (estimacion) => ({ ...estimacion, facturaId: siguienteFactura() })),
  ...handlers,
];
