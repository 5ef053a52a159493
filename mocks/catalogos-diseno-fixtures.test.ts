/**
 * The designer's mocks stay real-shaped: every answer satisfies its route contract (a schema is
 * completed by the server's own function, schemas/catalog-fields/served.ts).
 */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../schemas/ajv';
import { catalogoDiseno, revision } from '../schemas/api/catalogo-diseno';
import { cambiosDe, catalogosDiseno, servidoDe } from './fixtures/catalogosDiseno';

const validCatalogo = createAjv().compile(catalogoDiseno);
const validRevision = createAjv().compile(revision);

describe('catalog designer mocks', () => {
  it.each(catalogosDiseno.map((c) => [c.nombre, c] as const))(
    'catalog %s satisfies the contract',
    (_nombre, catalogo) => {
      expect(validCatalogo(catalogo), JSON.stringify(validCatalogo.errors)).toBe(true);
    },
  );

  it("answers a revision in the contract's shape, counting the records a new required field leaves empty", () => {
    const { nombre, esquema } = catalogosDiseno[0];
    const cambiado = { ...esquema, required: [...(esquema.required ?? []), 'placas'] };
    const cambios = cambiosDe(nombre, cambiado);
    expect(cambios).toEqual([
      { campo: 'placas', mensaje: '4 registros no tienen Placas', registros: 4, pidePredeterminado: true },
    ]);
    const answer = { servido: servidoDe(nombre, cambiado), cambios, aplicable: false };
    expect(validRevision(answer), JSON.stringify(validRevision.errors)).toBe(true);
    expect(cambiosDe(nombre, cambiado, { placas: 'SIN PLACAS' })).toEqual([]);
  });

  it('refuses a schema the server refuses', () => {
    expect(() => servidoDe('vacio', { title: 'Vacio', type: 'object', properties: {} })).toThrow(
      'El catalogo no tiene campos: agregue al menos uno',
    );
  });
});
