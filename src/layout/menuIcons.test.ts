import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { MENU, type MenuEntry } from '../../schemas/menu';
import { menuIcons } from './menuIcons';

const entries = (menu: MenuEntry[]): MenuEntry[] => menu.flatMap((entry) => [entry, ...entries(entry.items ?? [])]);

describe('menu icons', () => {
  it('has an icon for exactly every icono the menu-item schema allows', () => {
    expect(Object.keys(menuIcons).sort()).toEqual([...(schemas.menuItem.properties.icono.enum ?? [])].sort());
  });

  it('draws every icon the declared menu uses, and an admin may choose it', () => {
    for (const { nombre, icono } of entries([...MENU.principal, ...MENU.obras])) {
      expect(menuIcons[icono], nombre).toBeDefined();
      expect(schemas.menuItem.properties.icono.enum, nombre).toContain(icono);
    }
  });
});
