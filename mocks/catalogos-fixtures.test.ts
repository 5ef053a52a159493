/**
 * The catalog mocks stay real-shaped: each record passes its schema as the server checks it, and
 * the served catalog schema is exactly what the server makes of schemas/catalogos/.
 */
import { describe, expect, it } from 'vitest';
import { schemas } from '../schemas';
import { createAjv } from '../schemas/ajv';
import { importacion } from '../schemas/api/catalogo-diseno';
import maquinariaRaw from '../schemas/catalogos/maquinaria.schema.json';
import { validateRecord } from '../schemas/validation';
import { catalogSchema } from '../schemas/catalog-fields/served';
import { maquinaria, maquinariaRegistros } from './fixtures/catalogos';
import { herramientaRegistros, herramientas, herramientasEsquema } from './fixtures/herramientas';
import { importacionConfirmada, importacionMaquinaria } from './fixtures/importacion';
import { clasificaciones, conceptos, subclasificaciones, unidadesMedida } from './fixtures/conceptos';
import { empleados } from './fixtures/empleados';
import { obras } from './fixtures/obras';
import { proveedores } from './fixtures/proveedores';

const valid = (schema: (typeof schemas)[keyof typeof schemas], record: unknown) =>
  validateRecord(schema, record).errors;

describe('catalog mocks', () => {
  it.each(proveedores.map((p) => [p.nombre, p] as const))('proveedor %s is valid', (_nombre, proveedor) => {
    expect(valid(schemas.proveedor, proveedor)).toBeNull();
  });

  it.each(conceptos.map((c) => [c.nombre, c] as const))(
    'concepto %s is valid and names its lookups',
    (_nombre, concepto) => {
      expect(valid(schemas.concepto, concepto)).toBeNull();
      expect(clasificaciones.find((c) => c.id === concepto.clasificacionId)?.nombre).toBe(
        concepto.clasificacion?.nombre,
      );
      const sub = subclasificaciones.find((s) => s.id === concepto.subClasificacionId);
      expect(sub?.clasificacionId).toBe(concepto.clasificacionId);
      expect(unidadesMedida.find((u) => u.id === concepto.unidadMedidaId)?.nombre).toBe(concepto.unidadMedida?.nombre);
    },
  );

  it.each(empleados.map((e) => [e.nombre, e] as const))(
    'empleado %s is valid, check digits included',
    (_nombre, empleado) => {
      expect(valid(schemas.empleado, empleado)).toBeNull();
    },
  );

  it.each(obras.map((o) => [o.nombre, o] as const))('obra %s is valid', (_nombre, obra) => {
    expect(valid(schemas.obra, obra)).toBeNull();
  });

  it('serves the maquinaria schema the way the server completes it', () => {
    expect(maquinaria).toEqual(catalogSchema('maquinaria', maquinariaRaw));
  });

  it.each(maquinariaRegistros.map((r) => [r.nombre, r] as const))('maquinaria %s is valid', (_nombre, registro) => {
    expect(valid(maquinaria, registro)).toBeNull();
  });

  it('serves the herramientas schema (files and references) the way the server completes it', () => {
    expect(herramientas).toEqual(catalogSchema('herramientas', herramientasEsquema));
  });

  it.each(herramientaRegistros.map((r) => [r.nombre, r] as const))(
    'herramienta %s is valid and names the records it refers to',
    (_nombre, registro) => {
      expect(valid(herramientas, registro)).toBeNull();
      const maquina = registro.maquina as { id: number; nombre: string } | undefined;
      if (maquina) expect(maquinariaRegistros.find((m) => m.id === maquina.id)?.nombre).toBe(maquina.nombre);
      const obra = registro.obra as { id: number; nombre: string } | undefined;
      if (obra) expect(obras.find((o) => o.id === obra.id)?.nombre).toBe(obra.nombre);
    },
  );

  it("answers a catalog's import as its contract says, the errors being the validator's", () => {
    const validImportacion = createAjv().compile(importacion);
    for (const answer of [importacionMaquinaria, importacionConfirmada]) {
      expect(validImportacion(answer), JSON.stringify(validImportacion.errors)).toBe(true);
    }
    expect(importacionMaquinaria).toMatchObject({ validas: 997, conErrores: 3, guardadas: 0 });
    expect(importacionConfirmada.guardadas).toBe(997);
  });
});
