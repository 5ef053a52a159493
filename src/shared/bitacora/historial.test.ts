import { describe, expect, it } from 'vitest';
import { cambiosDe, formatMomento, tituloDeCampo } from './historial';

describe('historial', () => {
  it('shows moments as DD/MM/YYYY HH:mm in Hermosillo, which never observes daylight saving', () => {
    expect(formatMomento('2026-01-15T06:05:00Z')).toBe('14/01/2026 23:05');
    expect(formatMomento('2026-07-01T19:30:00.123Z')).toBe('01/07/2026 12:30');
  });

  it("titles columns with their schema's field titles", () => {
    expect(tituloDeCampo('cliente', 'dias_credito')).toBe('Dias de Credito');
    expect(tituloDeCampo('menu_item', 'padre_id')).toBe('Padre');
    expect(tituloDeCampo('usuario', 'sucursal_id')).toBe('Sucursal');
    expect(tituloDeCampo('bodega', 'ubicacion_fisica')).toBe('ubicacion fisica');
    // An order's authorization above its obra's Insumos budget stores its reason.
    expect(tituloDeCampo('orden_compra', 'justificacion')).toBe('Justificacion');
  });

  it('lists every changed column before and after, without the id, in readable values', () => {
    const cambios = cambiosDe({
      id: 1,
      momento: '2026-01-01T00:00:00Z',
      tabla: 'usuario',
      accion: 'UPDATE',
      antes: { id: 4, role: 'ROLE_USER', activo: true, correo: null },
      despues: { id: 4, role: 'ROLE_ADMIN', activo: false, correo: 'a@b.mx' },
    });
    expect(cambios).toEqual([
      { campo: 'Rol', antes: 'Usuario', despues: 'Administrador' },
      { campo: 'Activo', antes: 'Sí', despues: 'No' },
      { campo: 'Correo', antes: '—', despues: 'a@b.mx' },
    ]);
  });

  it('shows the names the server resolved for references, and the id when it named none', () => {
    const cambios = cambiosDe({
      id: 2,
      momento: '2026-01-01T00:00:00Z',
      tabla: 'orden_compra',
      accion: 'UPDATE',
      antes: { obra_id: null, proveedor_id: 7 },
      despues: { obra_id: 3, proveedor_id: 9 },
      referencias: { obra_id: { '3': 'Torre Norte' }, proveedor_id: { '9': 'Aceros del Pacifico' } },
    });
    expect(cambios).toEqual([
      { campo: 'Obra', antes: '—', despues: 'Torre Norte' },
      { campo: 'Proveedor', antes: '7', despues: 'Aceros del Pacifico' },
    ]);
  });
});
