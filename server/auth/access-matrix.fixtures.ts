/**
 * Records the access matrix names in paths: one of each sucursal-bound kind in the main sucursal
 * and in a second one, plus shared records (catalogs, menu). Inserted straight into the tables so
 * the matrix depends on no module's create call.
 */
import { eq } from 'drizzle-orm';
import { catalogoRegistro, cliente, concepto, documento, empleado, menuItem, obra, proveedor } from '../db/schema';
import type { TestServer } from '../test-support/server';
import type { Db } from '../db/client';
import { twoSucursales } from '../modules/common/test-callers';

type ScopedKind = 'cliente' | 'obra' | 'empleado' | 'documento';

export interface MatrixRecords {
  sucursales: { matriz: number; otra: number };
  mine: Record<ScopedKind, number>;
  /** `usuario` and `permiso` are filled in by the matrix once it has created that user. */
  other: Record<ScopedKind | 'usuario' | 'permiso', number>;
  menuItem: number;
  sucursal: number;
  proveedor: number;
  concepto: number;
  /** A record of each admin-defined catalog, by catalog name, in each sucursal. */
  catalogo: Record<string, { mine: number; other: number }>;
}

async function recordsOf(db: Db, sucursalId: number, tag: string): Promise<Record<ScopedKind, number>> {
  const [c] = await db
    .insert(cliente)
    .values({
      nombre: `Cliente matriz ${tag}`,
      razonSocial: `Cliente ${tag} SA de CV`,
      direccion: 'Calle Uno 1, Hermosillo',
      rfc: 'XAXX010101000',
      telefonoContacto: '662 000 0000',
      correoContacto: `cliente-${tag}@obras.mx`,
      diasCredito: 30,
      sucursalId,
    })
    .returning({ id: cliente.id });
  const [o] = await db
    .insert(obra)
    .values({
      nombre: `Obra ${tag}`,
      clienteId: c.id,
      costoTotal: '1000000.00',
      inicio: '2026-01-05',
      fin: '2026-12-18',
      insumos: '500000.00',
      manoObra: '250000.00',
      indirectos: '100000.00',
      utilidad: '150000.00',
      sucursalId,
    })
    .returning({ id: obra.id });
  const [e] = await db
    .insert(empleado)
    .values({
      nombre: `Empleado ${tag}`,
      direccion: 'Calle Dos 2, Hermosillo',
      nacimiento: '1990-04-12',
      telefono: '662 111 1111',
      correo: `empleado-${tag}@obras.mx`,
      nss: '12345678903',
      rfc: 'GODE561231GR8',
      curp: 'GODE561231HSRNZR05',
      alta: '2025-01-06',
      puesto: 'Residente',
      sucursalId,
    })
    .returning({ id: empleado.id });
  const [d] = await db
    .insert(documento)
    .values({ sha256: 'f'.repeat(64), nombre: `comprobante-${tag}.pdf`, tipo: 'application/pdf', tamano: 10, modulo: '/empleados', sucursalId })
    .returning({ id: documento.id });
  return { cliente: c.id, obra: o.id, empleado: e.id, documento: d.id };
}

async function catalogRecords(server: TestServer, sucursales: { matriz: number; otra: number }) {
  const byName: MatrixRecords['catalogo'] = {};
  for (const { name } of server.app.catalogos) {
    const [mine, other] = await server.db
      .insert(catalogoRegistro)
      .values([sucursales.matriz, sucursales.otra].map((sucursalId) => ({ catalogo: name, datos: { nombre: 'Muestra' }, sucursalId })))
      .returning({ id: catalogoRegistro.id });
    byName[name] = { mine: mine.id, other: other.id };
  }
  return byName;
}

export async function seedMatrixRecords(server: TestServer): Promise<MatrixRecords> {
  const sucursales = await twoSucursales(server);
  const mine = await recordsOf(server.db, sucursales.matriz, 'matriz');
  const other = { ...(await recordsOf(server.db, sucursales.otra, 'otra')), usuario: 0, permiso: 0 };
  const [item] = await server.db.select({ id: menuItem.id }).from(menuItem).where(eq(menuItem.link, '/clientes'));
  const [p] = await server.db
    .insert(proveedor)
    .values({ nombre: 'Proveedor Compartido', direccion: 'Calle Tres 3', rfc: 'XAXX010101000', telefono: '662 222 2222', correo: 'p@obras.mx' })
    .returning({ id: proveedor.id });
  const [k] = await server.db.insert(concepto).values({ nombre: 'Concepto Compartido' }).returning({ id: concepto.id });
  const catalogo = await catalogRecords(server, sucursales);
  return { sucursales, mine, other, menuItem: item.id, sucursal: sucursales.otra, proveedor: p.id, concepto: k.id, catalogo };
}
