/**
 * The compras of the demo obras in course (./obras-cifras-data.ts), entered and applied through the
 * compra service in date order, so folios follow the dates; then the order the Hotel authorized
 * above its Insumos budget, with its justification, through the order service.
 */
import type { Compra } from '../../../schemas/generated/compra';
import type { OrdenCompra } from '../../../schemas/generated/ordenCompra';
import type { Caller } from '../../auth/session';
import type { FileStore } from '../../files/storage';
import { compras } from '../../modules/compra/service';
import { ordenes } from '../../modules/orden-compra/service';
import type { Tx } from '../client';
import {
  aplicar,
  comprobantePdf,
  conceptosPorNombre,
  demoDay,
  lineas,
  obrasPorNombre,
  precioDe,
  proveedoresPorNombre,
  type ConceptoDemo,
} from './documents-demo';
import { CIFRAS_OBRAS, ORDEN_JUSTIFICADA, type CompraDemo } from './obras-cifras-data';

const IVA = 0.16 as const;

type Catalogo = {
  obras: Map<string, { id: number }>;
  proveedores: Map<string, number>;
  conceptos: Map<string, ConceptoDemo>;
};

async function catalogo(tx: Tx): Promise<Catalogo> {
  const entradas = [...Object.values(CIFRAS_OBRAS).flatMap((c) => c.compras), ORDEN_JUSTIFICADA];
  return {
    obras: await obrasPorNombre(tx, Object.keys(CIFRAS_OBRAS)),
    proveedores: await proveedoresPorNombre(tx, [...new Set(entradas.map((e) => e.proveedor))]),
    conceptos: await conceptosPorNombre(tx, [...new Set(entradas.flatMap((e) => e.lineas.map(([nombre]) => nombre)))]),
  };
}

function conceptoDe(cat: Catalogo, nombre: string): ConceptoDemo {
  const found = cat.conceptos.get(nombre);
  if (!found) throw new Error(`Concepto demo inexistente: ${nombre}`);
  return found;
}

function proveedorDe(cat: Catalogo, nombre: string): number {
  const found = cat.proveedores.get(nombre);
  if (found === undefined) throw new Error(`Proveedor demo inexistente: ${nombre}`);
  return found;
}

/**
 * Enters each compra with its lines at the catalog's price and applies it with its supplier's
 * invoice; then the Hotel's order above its budget.
 */
export async function comprasDeLasObras(tx: Tx, files: FileStore, caller: Caller): Promise<void> {
  const cat = await catalogo(tx);
  const porFecha = Object.entries(CIFRAS_OBRAS)
    .flatMap(([obra, cifras]) => cifras.compras.map((c): [string, CompraDemo] => [obra, c]))
    .sort(([, a], [, b]) => a.dia - b.dia);
  for (const [nombreObra, demo] of porFecha) {
    const obra = cat.obras.get(nombreObra);
    if (!obra) continue;
    const created = await compras.create(tx, caller, {
      folioProveedor: demo.folioProveedor,
      fecha: demoDay(demo.dia),
      proveedor: { id: proveedorDe(cat, demo.proveedor) },
      obra: { id: obra.id },
      compraDetalle: lineas(
        demo.lineas.map(([nombre, cantidad]) => {
          const concepto = conceptoDe(cat, nombre);
          return {
            nombre,
            unidadMedida: concepto.unidad ?? undefined,
            cantidadSurtida: cantidad,
            precioUnitario: precioDe(concepto),
            tasaiva: IVA,
          };
        }),
      ),
    } satisfies Compra);
    const pdf = await comprobantePdf(
      `Factura ${demo.folioProveedor}`,
      demo.proveedor,
      `Obra: ${nombreObra}`,
      ...demo.lineas.map(([nombre, cantidad]) => `${cantidad} ${nombre}`),
    );
    await aplicar(tx, files, caller, compras, created.id, pdf, `factura-${demo.folioProveedor}.pdf`);
  }
  await ordenJustificada(tx, caller, cat);
}

/** The order authorized above the obra's Insumos budget: it waits without compra, committed. */
async function ordenJustificada(tx: Tx, caller: Caller, cat: Catalogo): Promise<void> {
  const obra = cat.obras.get(ORDEN_JUSTIFICADA.obra);
  if (!obra) return;
  const orden = await ordenes.create(tx, caller, {
    fecha: demoDay(ORDEN_JUSTIFICADA.dia),
    proveedor: { id: proveedorDe(cat, ORDEN_JUSTIFICADA.proveedor) },
    obra: { id: obra.id },
    condicion: ORDEN_JUSTIFICADA.condicion,
    ordenCompraDetalles: lineas(
      ORDEN_JUSTIFICADA.lineas.map(([nombre, cantidad]) => {
        const concepto = conceptoDe(cat, nombre);
        return {
          conceptoId: concepto.id,
          descripcion: nombre,
          unidadMedida: concepto.unidad ?? undefined,
          cantidad,
          precioUnitario: precioDe(concepto),
          tasaiva: IVA,
        };
      }),
    ),
  } satisfies OrdenCompra);
  await ordenes.act(tx, caller, 'autorizar', orden.id, { justificacion: ORDEN_JUSTIFICADA.justificacion });
}
