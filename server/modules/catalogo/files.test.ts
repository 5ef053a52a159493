import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateRecord } from '../../../schemas/validation';
import { DEFAULT_CATALOGOS_DIR, readCatalogFiles } from './files';

let dir: string;
let log: { info: string[]; error: string[] };
const logger = () => ({ info: (m: string) => log.info.push(m), error: (m: string) => log.error.push(m) });

const usable = {
  title: 'Herramientas',
  type: 'object',
  required: ['nombre'],
  properties: { nombre: { type: 'string', title: 'Nombre' }, clave: { type: 'string', title: 'Clave' } },
};

function write(file: string, content: unknown) {
  fs.writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogos-'));
  log = { info: [], error: [] };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('readCatalogFiles', () => {
  it('completes a usable schema with what the server owns', () => {
    write('herramientas.schema.json', usable);
    const [catalogo] = readCatalogFiles(dir, logger());
    expect(catalogo.name).toBe('herramientas');
    expect(catalogo.schema.$id).toBe('catalogos/herramientas');
    expect(catalogo.schema['x-resource']).toEqual({
      name: 'catalogos/herramientas',
      label: 'Herramientas',
      route: '/catalogos/herramientas',
      api: '/api/catalogo/herramientas',
      list: { columns: ['nombre', 'clave'], search: 'toSearch' },
      menu: '/catalogos/herramientas',
      recordRepresentation: 'nombre',
      scope: 'sucursal',
      delete: true,
    });
    expect(Object.keys(catalogo.schema.properties)).toEqual(['id', 'nombre', 'clave', 'sucursal', 'actualizado']);
    expect(log.info).toEqual(['Archivos de catalogos: herramientas']);
  });

  it('logs and skips every unusable file, keeping the usable ones', () => {
    write('bueno.schema.json', usable);
    write('roto.schema.json', '{ "title": ');
    write('Mayusculas.schema.json', usable);
    write('sin-campos.schema.json', { ...usable, properties: {} });
    write('sin-titulo.schema.json', { ...usable, title: ' ' });
    write('tipo.schema.json', { ...usable, properties: { nombre: { type: 'array' } } });
    write('palabra.schema.json', { ...usable, properties: { nombre: { type: 'string', maxlength: 5 } } });
    write('columna.schema.json', { ...usable, 'x-resource': { list: { columns: ['nombre', 'precio'] } } });
    write('requerido.schema.json', { ...usable, required: ['precio'] });
    write('patron.schema.json', { ...usable, properties: { nombre: { type: 'string', pattern: '([' } } });
    write('notas.txt', 'no es un esquema');
    expect(readCatalogFiles(dir, logger()).map((c) => c.name)).toEqual(['bueno']);
    expect(log.error).toHaveLength(9);
    const reasons = log.error.join('\n');
    for (const file of [
      'roto',
      'Mayusculas',
      'sin-campos',
      'sin-titulo',
      'tipo',
      'palabra',
      'columna',
      'requerido',
      'patron',
    ]) {
      expect(reasons).toContain(`Catalogo ${file}.schema.json ignorado: `);
    }
    expect(reasons).toContain('Las columnas de la lista (x-resource.list.columns): el catalogo no tiene "precio"');
  });

  it('answers no catalogs for a missing folder', () => {
    expect(readCatalogFiles(path.join(dir, 'no-existe'), logger())).toEqual([]);
  });

  it('loads the shipped example, Maquinaria y Equipo, and validates with its rules', () => {
    const catalogos = readCatalogFiles(DEFAULT_CATALOGOS_DIR, logger());
    expect(log.error).toEqual([]);
    const maquinaria = catalogos.find((c) => c.name === 'maquinaria');
    expect(maquinaria?.schema['x-resource'].label).toBe('Maquinaria y Equipo');
    const schema = maquinaria!.schema;
    expect(
      validateRecord(schema, {
        nombre: 'Retroexcavadora',
        tipo: 'Maquinaria pesada',
        estado: 'Disponible',
        anio: '2019',
      }).errors,
    ).toBeNull();
    expect(validateRecord(schema, { tipo: 'Nave espacial', estado: 'Disponible', anio: 1800 }).errors).toEqual({
      nombre: 'Campo Obligatorio',
      tipo: 'Valor no permitido',
      anio: 'Ingrese un año valido..',
    });
  });
});
