/**
 * The whole menu of docs/product.md §2 (both sections), loaded once into an empty menu_item table.
 * Links are the guard's `{ menu: link }` keys, so a module declares the link of its menu entry.
 * Parents only group their children: they have no link.
 */
import { sql } from 'drizzle-orm';
import type { MenuItem } from '../../../schemas/generated';
import type { Db, Tx } from '../client';
import { menuItem } from '../schema';

export interface MenuEntry {
  nombre: string;
  link: string | null;
  icono: MenuItem['icono'];
  items?: MenuEntry[];
}

const leaf = (nombre: string, link: string, icono: MenuItem['icono']): MenuEntry => ({ nombre, link, icono });
const parent = (nombre: string, icono: MenuItem['icono'], items: MenuEntry[]): MenuEntry => ({
  nombre,
  link: null,
  icono,
  items,
});

export const MENU: Record<MenuItem['seccion'], MenuEntry[]> = {
  principal: [
    // Not "Inicio": that is the top bar's back arrow, which also leaves the active obra.
    leaf('Tablero', '/', 'Dashboard'),
    leaf('Obras', '/obras', 'Construction'),
    leaf('Clientes', '/clientes', 'People'),
    leaf('Proveedores', '/proveedores', 'LocalShipping'),
    leaf('Conceptos', '/conceptos', 'Category'),
    leaf('Empleados', '/empleados', 'Badge'),
    leaf('Almacenes', '/almacenes', 'Warehouse'),
    leaf('Reportes', '/reportes', 'Assessment'),
    leaf('Videos', '/videos', 'VideoLibrary'),
    parent('Configuracion', 'Settings', [
      leaf('Usuarios', '/configura/usuarios', 'ManageAccounts'),
      leaf('Sucursales', '/configura/sucursales', 'Store'),
      leaf('Menú', '/configura/menu', 'MenuBook'),
      leaf('Permisos', '/configura/permisos', 'Lock'),
    ]),
  ],
  obras: [
    leaf('Resumen', '/obras/resumen', 'Summarize'),
    leaf('Orden de Compra', '/orden-compra', 'AddShoppingCart'),
    leaf('Compras', '/compra', 'ShoppingCart'),
    leaf('Notas de Credito', '/nota-credito', 'CreditScore'),
    leaf('Gastos', '/gasto', 'Receipt'),
    leaf('Nomina', '/nomina', 'Groups'),
    leaf('Cobros', '/cobro', 'RequestQuote'),
    leaf('Ingresos', '/ingreso', 'AttachMoney'),
    parent('Cuentas por Pagar', 'AccountBalance', [
      leaf('Pendientes', '/cuentas-por-pagar/pendiente', 'EventBusy'),
      leaf('Autorizadas', '/cuentas-por-pagar/autorizado', 'EventAvailable'),
      leaf('Registro de Pago', '/cuentas-por-pagar/registro-pago', 'Payments'),
      leaf('Historial de Pagos', '/cuentas-por-pagar/historial', 'History'),
    ]),
    leaf('Historial de Compras', '/compras/historial', 'ReceiptLong'),
    leaf('Demo', '/demo', 'Description'),
  ],
};

async function insertEntries(tx: Tx, seccion: string, entries: MenuEntry[], padreId: number | null) {
  for (const [orden, entry] of entries.entries()) {
    const [row] = await tx
      .insert(menuItem)
      .values({ seccion, nombre: entry.nombre, link: entry.link, icono: entry.icono, orden, padreId })
      .returning({ id: menuItem.id });
    if (entry.items) await insertEntries(tx, seccion, entry.items, row.id);
  }
}

/** Admins edit the menu afterwards, so an existing menu is never touched. */
export async function seedMenu(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(menuItem);
    if (count > 0) return;
    for (const [seccion, entries] of Object.entries(MENU)) await insertEntries(tx, seccion, entries, null);
  });
}
