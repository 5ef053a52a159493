/** The usuario, permiso and menu-item mocks stay real-shaped: each passes its schema as the server checks it. */
import { describe, expect, it } from 'vitest';
import { schemas } from '../schemas';
import { validateRecord } from '../schemas/validation';
import { menuItems, permisoPorId, permisosDe, usuarios } from './fixtures';

describe('usuario, permiso and menu-item mocks', () => {
  it.each(usuarios.map((u) => [u.username, u] as const))('usuario %s is valid', (_username, usuario) => {
    expect(validateRecord(schemas.usuario, usuario).errors).toBeNull();
  });

  it.each(menuItems.map((m) => [m.nombre, m] as const))(
    'menu item %s is valid and its padre exists',
    (_nombre, item) => {
      expect(validateRecord(schemas.menuItem, item).errors).toBeNull();
      if (item.padre) expect(menuItems.find((m) => m.id === item.padre?.id)?.nombre).toBe(item.padre.nombre);
    },
  );

  it('gives every user one valid permiso per menu item, found again by its id', () => {
    for (const usuario of usuarios) {
      const permisos = permisosDe(usuario.id);
      expect(permisos).toHaveLength(menuItems.length);
      for (const permiso of permisos) {
        expect(validateRecord(schemas.permiso, permiso).errors).toBeNull();
        expect(permisoPorId(permiso.id)).toEqual(permiso);
      }
    }
  });

  it('authorizes Configuracion for admins only', () => {
    const configura = (id: number) =>
      permisosDe(id).filter((p) => ['Configuracion', 'Usuarios', 'Permisos'].includes(p.menuItem.nombre));
    expect(configura(3).every((p) => p.autorizado)).toBe(true);
    expect(configura(2).some((p) => p.autorizado)).toBe(false);
  });
});
