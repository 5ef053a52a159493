import { describe, expect, it } from 'vitest';
import { flattenMenu, visibleMenuTree, type MenuRow } from './menu-tree';

const row = (id: number, padreId: number | null, link: string | null, autorizado: boolean): MenuRow => ({
  id,
  padreId,
  seccion: 'obras',
  nombre: `item ${id}`,
  link,
  icono: 'Folder',
  autorizado,
});

describe('visibleMenuTree', () => {
  it('nests two levels deep and shows a parent only while some descendant is authorized', () => {
    const rows = [row(1, null, null, true), row(2, 1, null, false), row(3, 2, '/a', true), row(4, 1, '/b', false)];
    const tree = visibleMenuTree(rows);
    expect(tree.map((n) => n.id)).toEqual([1]);
    expect(tree[0].items.map((n) => n.id)).toEqual([2]);
    expect(tree[0].items[0].items.map((n) => n.id)).toEqual([3]);
    expect(visibleMenuTree(rows.map((r) => (r.id === 3 ? { ...r, autorizado: false } : r)))).toEqual([]);
  });

  it('keeps the order of the rows and flattens parents before children', () => {
    const rows = [row(5, null, '/x', true), row(2, null, null, false), row(9, 2, '/y', true), row(1, null, '/z', true)];
    expect(flattenMenu(visibleMenuTree(rows)).map((n) => n.id)).toEqual([5, 2, 9, 1]);
  });
});
