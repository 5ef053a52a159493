/**
 * The menu of a new database, declared once for the seed and the mocks: the whole menu of
 * docs/product.md §2 (both sections). Links are the guard's `{ menu: link }` keys, so a module
 * declares the link of its menu entry. Parents only group their children: they have no link. An
 * entity's entry comes from its schema (`x-resource.menuEntry`), so a new entity or document brings
 * its entry along; FIXED holds the rest: pages without a schema, placeholders and the parent groups.
 * server/db/seed/menu.ts stores it; mocks/fixtures/menu.ts answers it with ids.
 */
import { schemas, type EntitySchema } from './index';
import type { MenuItem } from './generated';

export interface MenuEntry {
  nombre: string;
  link: string | null;
  icono: MenuItem['icono'];
  items?: MenuEntry[];
  /** Offered to an existing database, each user's permiso is authorized as theirs for this link is. */
  permisoComo?: string;
}

export type Menu = Record<MenuItem['seccion'], MenuEntry[]>;

const leaf = (nombre: string, link: string, icono: MenuItem['icono']): MenuEntry => ({ nombre, link, icono });
const parent = (nombre: string, icono: MenuItem['icono'], items: MenuEntry[]): MenuEntry => ({
  nombre,
  link: null,
  icono,
  items,
});

/** Not 'Catalogos': that names the section of the catalogs it designs (catalogo-menu.ts). */
const DISENO_DE_CATALOGOS = 'Diseño de catalogos';

const FIXED: Menu = {
  principal: [
    // Not "Inicio": that is the top bar's back arrow, which also leaves the active obra.
    leaf('Tablero', '/', 'Dashboard'),
    leaf('Almacenes', '/almacenes', 'Warehouse'),
    leaf('Reportes', '/reportes', 'Assessment'),
    leaf('Videos', '/videos', 'VideoLibrary'),
    parent('Configuracion', 'Settings', [leaf(DISENO_DE_CATALOGOS, '/configura/catalogos', 'Category')]),
  ],
  obras: [
    leaf('Resumen', '/obras/resumen', 'Summarize'),
    leaf('Gastos', '/gasto', 'Receipt'),
    leaf('Nomina', '/nomina', 'Groups'),
    leaf('Cobros', '/cobro', 'RequestQuote'),
    leaf('Ingresos', '/ingreso', 'AttachMoney'),
    parent('Cuentas por Pagar', 'AccountBalance', [
      leaf('Pendientes', '/cuentas-por-pagar/pendiente', 'EventBusy'),
      leaf('Autorizadas', '/cuentas-por-pagar/autorizado', 'EventAvailable'),
      leaf('Registro de Pago', '/cuentas-por-pagar/registro-pago', 'Payments'),
      leaf('Historial de Pagos', '/cuentas-por-pagar/historial', 'History'),
      leaf('Antiguedad de Saldos', '/cuentas-por-pagar/antiguedad', 'HourglassBottom'),
    ]),
    leaf('Historial de Compras', '/compras/historial', 'ReceiptLong'),
    leaf('Demo', '/demo', 'Description'),
  ],
};

/**
 * `fixed` with each entity's entry at its declared position (`orden`, among the siblings of its
 * section or parent group), placed in ascending `orden`, so each lands where it says. A fixed entry
 * with an entity's link gives way to it: a placeholder of a module not built yet.
 */
export function withEntityEntries(fixed: Menu, entities: EntitySchema[]): Menu {
  const declared = entities
    .flatMap((schema) => {
      const hints = schema['x-resource'];
      return hints?.menuEntry ? [{ hints, entry: hints.menuEntry }] : [];
    })
    .sort((a, b) => a.entry.orden - b.entry.orden);
  const links = new Set(declared.map(({ hints }) => hints.menu));
  // Copies: the entries are spliced in below.
  const prune = (entries: MenuEntry[]): MenuEntry[] =>
    entries
      .filter((entry) => !links.has(entry.link ?? ''))
      .map((entry) => (entry.items ? { ...entry, items: prune(entry.items) } : entry));
  const menu: Menu = { principal: prune(fixed.principal), obras: prune(fixed.obras) };
  for (const { hints, entry } of declared) {
    const section = menu[entry.seccion as MenuItem['seccion']];
    const siblings = entry.padre ? section?.find((e) => e.items && e.nombre === entry.padre)?.items : section;
    if (!siblings) {
      throw new Error(
        `${hints.name}: x-resource.menuEntry no halla ${entry.padre ?? ''} en la seccion ${entry.seccion}`,
      );
    }
    const placed = leaf(entry.nombre ?? hints.label, hints.menu, entry.icono as MenuItem['icono']);
    siblings.splice(entry.orden, 0, entry.permisoComo ? { ...placed, permisoComo: entry.permisoComo } : placed);
  }
  return menu;
}

export const MENU: Menu = withEntityEntries(FIXED, Object.values(schemas));
