import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csv, xlsx } from '../../../reports/spreadsheet';
import type { Registro } from '../service';
import { columnasDeExportacion } from './exportar';
import { filasDelCatalogo } from './filas';
import { leerHoja } from './leer';
import type { ResolverReferencias } from './referencias';
import { campo, esquemaDePrueba } from './test-schema';

const schema = esquemaDePrueba([
  campo('nombre', 'Nombre', 'texto', { requerido: true }),
  campo('tipo', 'Tipo', 'opciones', { opciones: ['Maquinaria pesada', 'Vehículo'] }),
  campo('anio', 'Año', 'entero'),
  campo('horas', 'Horas de Uso', 'numero'),
  campo('costo', 'Costo por Hora', 'importe'),
  campo('fecha', 'Fecha de Adquisicion', 'fecha'),
  campo('activo', 'Activo', 'booleano'),
  campo('obra', 'Obra', 'referencia', { referencia: 'obras' }),
  campo('notas', 'Notas', 'textoLargo'),
  campo('foto', 'Foto', 'archivo'),
]);

const servidor = { sucursal: { id: 1, nombre: 'Centro' }, actualizado: '2024-05-01T10:00:00.000Z' };
const registros: Registro[] = [
  {
    id: 1,
    nombre: 'Grúa',
    tipo: 'Vehículo',
    anio: 2020,
    horas: 1234.75,
    costo: 1234.56,
    fecha: '2024-02-29',
    activo: true,
    obra: { id: 10, nombre: 'Torre A' },
    notas: 'Revisar frenos, "urgente";\nluego aceite',
    foto: 'documento/5',
    ...servidor,
  },
  // Text a spreadsheet would take for a formula leaves guarded and comes back as it was.
  { id: 2, nombre: '=SUMA(A1)', horas: -3.5, costo: 0.1, activo: false, notas: '-ojo', ...servidor },
  { id: 3, nombre: 'Pala', tipo: 'Maquinaria pesada', costo: 0, obra: { id: 11, nombre: 'Torre B' }, ...servidor },
];

const ids = new Map([
  ['Torre A', 10],
  ['Torre B', 11],
]);
const obras: ResolverReferencias = async (_campo, _referencia, nombres) =>
  new Map(nombres.filter((nombre) => ids.has(nombre)).map((nombre) => [nombre, ids.get(nombre)!]));

/** What a record's import gives back: its fields but the server's and files, references by id. */
const importable = ({ id: _id, sucursal: _s, actualizado: _a, foto: _f, obra, ...datos }: Registro) => ({
  ...datos,
  ...(obra ? { obra: { id: (obra as { id: number }).id } } : {}),
});

describe('columnasDeExportacion', () => {
  it('heads a column per field with its title, in schema order, without the server fields or files', () => {
    expect(columnasDeExportacion(schema).map(({ header, kind }) => [header, kind])).toEqual([
      ['Nombre', undefined],
      ['Tipo', undefined],
      ['Año', 'integer'],
      ['Horas de Uso', 'integer'],
      ['Costo por Hora', 'money'],
      ['Fecha de Adquisicion', 'date'],
      ['Activo', undefined],
      ['Obra', undefined],
      ['Notas', undefined],
    ]);
    expect(columnasDeExportacion(schema).map((column) => column.value(registros[0]))).toEqual([
      'Grúa',
      'Vehículo',
      2020,
      1234.75,
      1234.56,
      '2024-02-29',
      'Si',
      'Torre A',
      'Revisar frenos, "urgente";\nluego aceite',
    ]);
  });

  it.each([
    [
      'xlsx',
      async () => {
        const file = await xlsx('Maquinaria', columnasDeExportacion(schema), registros);
        const content = await fs.promises.readFile(file.path);
        await file.remove();
        return content;
      },
      'maquinaria.xlsx',
    ],
    ['csv', async () => Buffer.from(csv(columnasDeExportacion(schema), registros)), 'maquinaria.csv'],
  ])('exports a catalog as %s that imports back to the same records', async (_tipo, exportar, nombre) => {
    const hoja = await leerHoja(await exportar(), nombre);
    const { filas, columnasIgnoradas } = await filasDelCatalogo(schema, hoja, obras);
    expect(columnasIgnoradas).toEqual([]);
    expect(filas).toEqual(registros.map((registro, i) => ({ fila: i + 2, datos: importable(registro), errores: [] })));
  });
});
