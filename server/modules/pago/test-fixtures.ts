/** Fixtures of the payables tests: charges straight in the ledger, as an applied compra or gasto leaves them. */
import { cargo, type TipoDocumentoCargo } from '../../db/schema';
import type { Db } from '../../db/client';

let documento = 1_000_000;

export interface CargoFixture {
  obraId: number;
  sucursalId: number;
  proveedorId: number;
  /** Decimal text, e.g. '1160.00'. */
  monto: string;
  folio?: number;
  tipo?: TipoDocumentoCargo;
  fecha?: string;
  promesaPago?: string;
  /** Authorized to be paid on this date. */
  fechaPago?: string;
}

export async function insertCargo(db: Db, fixture: CargoFixture): Promise<number> {
  documento += 1;
  const [row] = await db
    .insert(cargo)
    .values({
      tipoDocumento: fixture.tipo ?? 'COMPRA',
      documentoId: documento,
      folioDocumento: fixture.folio ?? documento,
      fecha: fixture.fecha ?? '2026-03-02',
      proveedorId: fixture.proveedorId,
      obraId: fixture.obraId,
      sucursalId: fixture.sucursalId,
      monto: fixture.monto,
      saldo: fixture.monto,
      promesaPago: fixture.promesaPago ?? fixture.fecha ?? '2026-03-02',
      fechaPago: fixture.fechaPago ?? null,
      autorizado: fixture.fechaPago !== undefined,
    })
    .returning({ id: cargo.id });
  return row.id;
}
