import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../schemas';
import { withEntityEntries, type MenuEntry } from './menu';

const fixed = () => ({
  principal: [{ nombre: 'Configuracion', link: null, icono: 'Settings', items: [] }] as MenuEntry[],
  obras: [
    { nombre: 'Resumen', link: '/obras/resumen', icono: 'Summarize' },
    { nombre: 'Gastos', link: '/gasto', icono: 'Receipt' },
    { nombre: 'Demo', link: '/demo', icono: 'Description' },
  ] as MenuEntry[],
});

const entity = (menu: string, label: string, menuEntry: object) =>
  ({
    $id: label,
    title: label,
    type: 'object',
    properties: {},
    'x-resource': { name: label, label, menu, menuEntry },
  }) as unknown as EntitySchema;

const outline = (entries: MenuEntry[]): unknown[] =>
  entries.map((e) => (e.items ? [e.nombre, outline(e.items)] : [e.nombre, e.link]));

describe('seeded menu entries of the schemas (x-resource.menuEntry)', () => {
  it('puts each entry at its orden among its siblings, under its parent group, named by its label', () => {
    const menu = withEntityEntries(fixed(), [
      entity('/compra', 'Compras', { seccion: 'obras', orden: 2, icono: 'ShoppingCart' }),
      entity('/orden-compra', 'Ordenes', { seccion: 'obras', orden: 1, icono: 'AddShoppingCart', nombre: 'Orden' }),
      entity('/configura/menu', 'Menu', { seccion: 'principal', padre: 'Configuracion', orden: 0, icono: 'MenuBook' }),
    ]);
    expect(outline(menu.obras)).toEqual([
      ['Resumen', '/obras/resumen'],
      ['Orden', '/orden-compra'],
      ['Compras', '/compra'],
      ['Gastos', '/gasto'],
      ['Demo', '/demo'],
    ]);
    expect(outline(menu.principal)).toEqual([['Configuracion', [['Menu', '/configura/menu']]]]);
  });

  it("replaces the fixed placeholder of the entity's link, and leaves the fixed menu as it was", () => {
    const base = fixed();
    const menu = withEntityEntries(base, [
      entity('/gasto', 'Gastos de obra', { seccion: 'obras', orden: 1, icono: 'Receipt' }),
    ]);
    expect(outline(menu.obras)).toEqual([
      ['Resumen', '/obras/resumen'],
      ['Gastos de obra', '/gasto'],
      ['Demo', '/demo'],
    ]);
    expect(outline(base.obras)).toEqual(outline(fixed().obras));
  });

  it('refuses a parent group the section does not have', () => {
    expect(() =>
      withEntityEntries(fixed(), [entity('/x', 'X', { seccion: 'obras', padre: 'Nada', orden: 0, icono: 'Home' })]),
    ).toThrow('x-resource.menuEntry');
  });
});
