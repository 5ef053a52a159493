/**
 * Builds the side menu from flat menu_item rows: only what the user may use, nested by padre,
 * in the rows' order. A leaf shows when it is authorized; a parent shows when any child does.
 */
export interface MenuRow {
  id: number;
  padreId: number | null;
  seccion: string;
  nombre: string;
  link: string | null;
  icono: string;
  autorizado: boolean;
}

export interface MenuNode {
  id: number;
  padre: { id: number } | null;
  seccion: string;
  nombre: string;
  link: string | null;
  icono: string;
  items: MenuNode[];
}

export function visibleMenuTree(rows: MenuRow[]): MenuNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    // An item whose padre is not among the rows (another section) stands at the top.
    const key = row.padreId !== null && ids.has(row.padreId) ? row.padreId : null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const build = (row: MenuRow): MenuNode | null => {
    const items = (children.get(row.id) ?? []).map(build).filter((n): n is MenuNode => n !== null);
    const visible = items.length > 0 || (row.autorizado && row.link !== null);
    if (!visible) return null;
    const { padreId, autorizado: _autorizado, ...fields } = row;
    return { ...fields, padre: padreId === null ? null : { id: padreId }, items };
  };
  return (children.get(null) ?? []).map(build).filter((n): n is MenuNode => n !== null);
}

/** The same visible items, flat and without `items`, parents before their children. */
export function flattenMenu(nodes: MenuNode[]): Omit<MenuNode, 'items'>[] {
  return nodes.flatMap(({ items, ...node }) => [node, ...flattenMenu(items)]);
}
