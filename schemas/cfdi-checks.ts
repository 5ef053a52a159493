/**
 * A CFDI against the document it is meant for, as the document's `x-lifecycle.adjuntar.cfdi`
 * declares (./lifecycle.ts CfdiRule): each check a Spanish line a user reads before confirming
 * (what the CFDI fills is `valoresDe`, beside the rule). Pure and isomorphic: server/cfdi gathers the
 * document's facts; the mocks answer with the same checks and words.
 */
import type { CfdiRule } from './lifecycle';
import { documentTotals, formatCents, parseScaled, type LineValues } from './money';
import type { Cfdi } from './cfdi';

export interface Revision {
  regla: 'tipo' | 'moneda' | 'emisor' | 'receptor' | 'relacion' | 'totales' | 'uuid';
  ok: boolean;
  mensaje: string;
  /** The differences, one per line, when the amounts do not match. */
  detalles?: string[];
}

/** What the checks compare the CFDI with, read from the document and its neighbours. */
export interface CfdiFacts {
  /** The RFC of the proveedor (emisor) or cliente (receptor) of the document; null when it has none. */
  contraparteRfc: string | null;
  /** The company's RFC, a setting of the document's sucursal. */
  empresaRfc: string | null;
  /** With `relacion`: the document it relates to, named for people, and its UUID. */
  relacion?: { nombre: string; uuid: string | null };
  subTotal?: bigint;
  iva?: bigint;
  total: bigint;
  /** The document's lines, when it has them. */
  lineas?: LineValues[];
  /** Where the CFDI's UUID is already registered, named for people; null when it is new. */
  registrado: string | null;
}

const TIPOS: Record<string, string> = { I: 'Ingreso', E: 'Egreso', T: 'Traslado', N: 'Nomina', P: 'Pago' };
const tipoText = (tipo: string) => `${tipo} (${TIPOS[tipo] ?? 'desconocido'})`;
/** A UUID already registered in the document's sucursal: the document that has it. */
export const cfdiRegistrado = (uuid: string, documento: string, folio: number | string) =>
  `El CFDI ${uuid} ya esta registrado en ${documento} #${folio}`;
/** A UUID registered in another sucursal: that sucursal's document and folio are not this one's to know. */
export const cfdiRegistradoEnOtraSucursal = (uuid: string) => `El CFDI ${uuid} ya esta registrado en otra sucursal`;
export const SIN_RFC_EMPRESA =
  'La sucursal no tiene el RFC de la empresa: capturelo en Configuracion > Sucursales para revisar sus CFDI';

/** A decimal text of up to 6 decimals in cents, rounded half up (the reader checked its shape). */
const cents = (text: string): bigint => {
  const micro = parseScaled(text, 6) ?? 0n;
  return (micro + 5000n) / 10000n;
};

/** Who is on a side of the CFDI, as a sentence names it: 'el proveedor' and 'del proveedor'. */
interface Party {
  es: string;
  de: string;
}
const PARTIES: Record<'proveedor' | 'cliente' | 'empresa', Party> = {
  proveedor: { es: 'el proveedor', de: 'del proveedor' },
  cliente: { es: 'el cliente', de: 'del cliente' },
  empresa: { es: 'la empresa', de: 'de la empresa' },
};

function rfcCheck(
  regla: 'emisor' | 'receptor',
  party: Party,
  rfc: string,
  expected: string | null,
  missing: string,
): Revision {
  if (!expected) return { regla, ok: false, mensaje: missing };
  return rfc === expected.toUpperCase()
    ? { regla, ok: true, mensaje: `El ${regla} es ${party.es} (RFC ${rfc})` }
    : { regla, ok: false, mensaje: `El RFC del ${regla} (${rfc}) no es el ${party.de} (${expected})` };
}

/** Emisor and receptor: the counterpart on its side, the company on the other. */
function partyChecks(rule: CfdiRule, cfdi: Cfdi, facts: CfdiFacts): Revision[] {
  const party = PARTIES[rule.contraparte];
  const sinRfc = `${rule.contraparte === 'proveedor' ? 'El proveedor' : 'El cliente'} no tiene RFC`;
  const contraparte = (regla: 'emisor' | 'receptor', rfc: string) =>
    rfcCheck(regla, party, rfc, facts.contraparteRfc, sinRfc);
  const empresa = (regla: 'emisor' | 'receptor', rfc: string) =>
    rfcCheck(regla, PARTIES.empresa, rfc, facts.empresaRfc, SIN_RFC_EMPRESA);
  return rule.contraparte === 'proveedor'
    ? [contraparte('emisor', cfdi.emisor.rfc), empresa('receptor', cfdi.receptor.rfc)]
    : [empresa('emisor', cfdi.emisor.rfc), contraparte('receptor', cfdi.receptor.rfc)];
}

const difference = (what: string, inCfdi: bigint, inDocument: bigint) =>
  `${what}: ${formatCents(inCfdi)} en el CFDI y ${formatCents(inDocument)} en el documento`;

/** The IVA a concepto carries, as the fraction the document's lines hold (0.16); null when exento or none. */
function tasaIva(concepto: Cfdi['conceptos'][number]): bigint | null {
  const iva = concepto.traslados.find((t) => t.impuesto === '002' && t.tasaOCuota !== undefined);
  return iva?.tasaOCuota === undefined ? null : (parseScaled(iva.tasaOCuota, 6) ?? 0n) / 100n;
}

/** Line by line: the importe and the IVA rate of each concepto against the document's line in its place. */
function lineDifferences(cfdi: Cfdi, lineas: LineValues[]): string[] {
  const totals = documentTotals(lineas).lines;
  const details: string[] = [];
  if (cfdi.conceptos.length !== lineas.length) {
    details.push(`El CFDI tiene ${cfdi.conceptos.length} conceptos y el documento ${lineas.length} renglones`);
  }
  cfdi.conceptos.forEach((concepto, i) => {
    const line = totals[i];
    if (!line) return;
    const importe = cents(concepto.importe) - (concepto.descuento ? cents(concepto.descuento) : 0n);
    if (importe !== line.importe)
      details.push(difference(`Renglon ${i + 1} (${concepto.descripcion})`, importe, line.importe));
    const tasa = tasaIva(concepto);
    const lineTasa = parseScaled(lineas[i].tasaiva ?? 0, 4) ?? 0n;
    if ((tasa ?? 0n) !== lineTasa) {
      const pct = (t: bigint) => `${Number(t) / 100} %`;
      details.push(
        `Renglon ${i + 1}: IVA ${tasa === null ? 'exento' : pct(tasa)} en el CFDI y ${pct(lineTasa)} en el documento`,
      );
    }
  });
  return details;
}

function totalsCheck(cfdi: Cfdi, facts: CfdiFacts): Revision {
  const details: string[] = [];
  const subTotal = cfdi.subTotal - cfdi.descuento;
  if (facts.subTotal !== undefined && subTotal !== facts.subTotal) {
    details.push(difference('Subtotal', subTotal, facts.subTotal));
  }
  if (facts.iva !== undefined && cfdi.totalImpuestosTrasladados !== facts.iva) {
    details.push(difference('IVA', cfdi.totalImpuestosTrasladados, facts.iva));
  }
  if (cfdi.total !== facts.total) details.push(difference('Total', cfdi.total, facts.total));
  if (details.length === 0) {
    return { regla: 'totales', ok: true, mensaje: `Los importes coinciden: total ${formatCents(cfdi.total)}` };
  }
  if (facts.lineas) details.push(...lineDifferences(cfdi, facts.lineas));
  return {
    regla: 'totales',
    ok: false,
    mensaje: 'Los importes del CFDI no coinciden con los del documento',
    detalles: details,
  };
}

function relationCheck(cfdi: Cfdi, relacion: NonNullable<CfdiFacts['relacion']>): Revision {
  if (!relacion.uuid) {
    return {
      regla: 'relacion',
      ok: false,
      mensaje: `${relacion.nombre} no tiene folio fiscal: adjunte primero su CFDI`,
    };
  }
  return cfdi.relacionados.some((r) => r.uuid === relacion.uuid!.toUpperCase())
    ? { regla: 'relacion', ok: true, mensaje: `Se relaciona con ${relacion.nombre} (UUID ${relacion.uuid})` }
    : {
        regla: 'relacion',
        ok: false,
        mensaje: `El CFDI no se relaciona con ${relacion.nombre} (UUID ${relacion.uuid})`,
      };
}

/** Every check of `rule`, in the order a user reads them. */
export function revisarCfdi(rule: CfdiRule, cfdi: Cfdi, facts: CfdiFacts): Revision[] {
  const revisiones: Revision[] = [
    cfdi.tipoDeComprobante === rule.tipo
      ? { regla: 'tipo', ok: true, mensaje: `Tipo de comprobante ${tipoText(rule.tipo)}` }
      : {
          regla: 'tipo',
          ok: false,
          mensaje: `El CFDI es de tipo ${tipoText(cfdi.tipoDeComprobante)}; se espera ${tipoText(rule.tipo)}`,
        },
    cfdi.moneda === 'MXN'
      ? { regla: 'moneda', ok: true, mensaje: 'Moneda MXN' }
      : { regla: 'moneda', ok: false, mensaje: `El CFDI esta en ${cfdi.moneda}; solo se aceptan CFDI en pesos (MXN)` },
    ...partyChecks(rule, cfdi, facts),
  ];
  if (rule.relacion && facts.relacion) revisiones.push(relationCheck(cfdi, facts.relacion));
  revisiones.push(totalsCheck(cfdi, facts));
  revisiones.push(
    facts.registrado
      ? { regla: 'uuid', ok: false, mensaje: facts.registrado }
      : { regla: 'uuid', ok: true, mensaje: `El UUID ${cfdi.uuid} no se ha usado antes` },
  );
  return revisiones;
}
