import { describe, expect, it } from 'vitest';
import menuItemSchema from '../../schemas/menu-item.schema.json';
import { menuIcons } from './menuIcons';

describe('menu icons', () => {
  it('has an icon for exactly every icono the menu-item schema allows', () => {
    expect(Object.keys(menuIcons).sort()).toEqual([...menuItemSchema.properties.icono.enum].sort());
  });
});
