import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { normalizarClave } from './clave';
import { filasDelCatalogo } from './filas';
import { leerHoja, type Hoja } from './leer';
import type { ResolverReferencias } from './referencias';
import { campo, esquemaDePrueba } from './test-schema';

const maquinaria = esquemaDePrueba(
  [
    campo('nombre', 'Nombre', 'texto', { requerido: true }),
    campo('numeroSerie', 'Número de Serie', 'texto'),
    campo('tipo', 'Tipo', 'opciones', { requerido: true, opciones: ['Maquinaria pesada', 'Vehículo', 'Herramienta'] }),
    campo('anio', 'Año', 'entero', { minimo: 1950 }),
    campo('horas', 'Horas de Uso', 'numero'),
    campo('costo', 'Costo por Hora', 'importe'),
    campo('fecha', 'Fecha de Adquisicion', 'fecha'),
    campo('activo', 'Activo', 'booleano'),
    campo('obra', 'Obra', 'referencia', { referencia: 'obras' }),
    campo('herramienta', 'Herramienta', 'referencia', { referencia: 'catalogos/herramientas' }),
    campo('foto', 'Foto', 'archivo'),
  ],
  'numeroSerie',
);

const sinReferencias: ResolverReferencias = async () => new Map();

const hoja = (encabezados: string[], ...filas: unknown[][]): Hoja => ({
  encabezados,
  filas: filas.map((celdas, i) => ({ fila: i + 2, celdas })),
});

/** The rows of a one-column sheet of `encabezado`, each with a name and a tipo so only that column speaks. */
async function columna(encabezado: string, ...celdas: unknown[]) {
  const { filas } = await filasDelCatalogo(
    maquinaria,
    hoja(['Nombre', 'Tipo', encabezado], ...celdas.map((celda) => ['Grua', 'Herramienta', celda])),
    sinReferencias,
  );
  return filas;
}

describe('filasDelCatalogo: columns', () => {
  it('matches headers by title or name, ignoring case, accents and spaces', async () => {
    const { filas, columnasIgnoradas } = await filasDelCatalogo(
      maquinaria,
      hoja(
        [
          'NOMBRE',
          'numeroSerie',
          'TIPO',
          'ano',
          'Numero de serie',
          'Color',
          'id',
          'Sucursal',
          'Foto',
          '',
          'costo por  hora',
        ],
        ['Grua', 'ab-1', 'herramienta', 2020, 'otra', 'rojo', 99, 'Centro', 'x.png', 'sin encabezado', 10],
      ),
      sinReferencias,
    );
    // Ids, sucursal and files are never read from a sheet; a second column for one field is ignored.
    expect(columnasIgnoradas).toEqual(['Numero de serie', 'Color', 'id', 'Sucursal', 'Foto']);
    expect(filas).toEqual([
      {
        fila: 2,
        datos: { nombre: 'Grua', numeroSerie: 'ab-1', tipo: 'Herramienta', anio: 2020, costo: 10 },
        errores: [],
      },
    ]);
  });

  it('reports the required fields a sheet lacks on every row', async () => {
    const { filas } = await filasDelCatalogo(maquinaria, hoja(['Nombre'], ['Grua'], ['Pala']), sinReferencias);
    expect(filas.map((fila) => fila.errores)).toEqual([
      [{ field: 'tipo', message: 'Campo Obligatorio' }],
      [{ field: 'tipo', message: 'Campo Obligatorio' }],
    ]);
  });
});

describe('filasDelCatalogo: cells by field kind', () => {
  const valores = async (encabezado: string, campo: string, ...celdas: unknown[]) =>
    (await columna(encabezado, ...celdas)).map(({ datos, errores }) => (errores.length ? errores : datos[campo]));

  it('reads dates as DD/MM/YYYY, D/M/YYYY, YYYY-MM-DD or date cells', async () => {
    expect(
      await valores(
        'Fecha de Adquisicion',
        'fecha',
        '05/03/2024',
        '5/3/2024',
        '2024-03-05',
        new Date(Date.UTC(2024, 2, 5)),
      ),
    ).toEqual(['2024-03-05', '2024-03-05', '2024-03-05', '2024-03-05']);
    expect(await valores('Fecha de Adquisicion', 'fecha', '31/02/2024', 'ayer')).toEqual([
      [{ field: 'fecha', message: 'Ingrese una fecha valida..' }],
      [{ field: 'fecha', message: 'Ingrese una fecha valida..' }],
    ]);
  });

  it('reads amounts to the cent from text or number cells, never rounding one', async () => {
    expect(
      await valores('Costo por Hora', 'costo', '$1,234.56', ' $ 1234.5 ', 1234.56, 116.00000000000001, '0'),
    ).toEqual([1234.56, 1234.5, 1234.56, 116, 0]);
    const invalido = [{ field: 'costo', message: 'Ingrese un importe valido..' }];
    // More than 2 decimals, thousands that are not groups of 3, words.
    expect(await valores('Costo por Hora', 'costo', '12.345', 1.005, '1,23', 'mucho')).toEqual([
      invalido,
      invalido,
      invalido,
      invalido,
    ]);
    expect(await valores('Costo por Hora', 'costo', '-5')).toEqual([
      [{ field: 'costo', message: 'Ingrese un importe valido..' }],
    ]);
  });

  it('reads integers and decimals', async () => {
    expect(await valores('Año', 'anio', 2020, '2,021', '1999')).toEqual([2020, 2021, 1999]);
    expect(await valores('Año', 'anio', '2020.5', 1900)).toEqual([
      [{ field: 'anio', message: 'Ingrese un numero entero valido..' }],
      [{ field: 'anio', message: 'Ingrese un numero entero valido..' }],
    ]);
    expect(await valores('Horas de Uso', 'horas', '1,234.75', 0.5, '-3')).toEqual([1234.75, 0.5, -3]);
  });

  it('reads yes and no in Spanish or English, and choices as declared', async () => {
    expect(await valores('Activo', 'activo', 'Sí', 'si', 'NO', 'true', 'FALSO', 1, 0, 'x', true)).toEqual([
      true,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      true,
    ]);
    expect(await valores('Activo', 'activo', 'tal vez')).toEqual([
      [{ field: 'activo', message: 'Tipo de dato invalido' }],
    ]);
    const { filas } = await filasDelCatalogo(
      maquinaria,
      hoja(['Nombre', 'Tipo'], ['Grua', 'VEHICULO'], ['Pala', ' maquinaria PESADA ']),
      sinReferencias,
    );
    expect(filas.map(({ datos }) => datos.tipo)).toEqual(['Vehículo', 'Maquinaria pesada']);
  });

  it('trims text, drops blanks, and takes back the apostrophe an export put before a formula-like text', async () => {
    const filas = await columna('Número de Serie', '  AB-1  ', "'-77", 123);
    expect(filas.map(({ datos }) => datos.numeroSerie)).toEqual(['AB-1', '-77', '123']);
    const { filas: conBlancos } = await filasDelCatalogo(
      maquinaria,
      hoja(['Nombre', 'Tipo', 'Año'], ['Grua', 'Herramienta', null]),
      sinReferencias,
    );
    expect(conBlancos[0].datos).toEqual({ nombre: 'Grua', tipo: 'Herramienta' });
  });
});

describe('filasDelCatalogo: references', () => {
  it('resolves the names of each reference field in one call, and reports the names not found', async () => {
    const obras = new Map([
      ['Torre A', 10],
      ['Torre B', 11],
    ]);
    const resolver = vi.fn<ResolverReferencias>(async (campo, _referencia, nombres) =>
      campo === 'obra'
        ? new Map(nombres.flatMap((n) => (obras.has(n) ? [[n, obras.get(n)!] as const] : [])))
        : new Map([['martillo', 3]]),
    );
    const { filas } = await filasDelCatalogo(
      maquinaria,
      hoja(
        ['Nombre', 'Tipo', 'Obra', 'Herramienta'],
        ['A', 'Herramienta', 'Torre A', 'Martillo'],
        ['B', 'Herramienta', ' torre a ', null],
        ['C', 'Herramienta', 'Torre B', 'martillo'],
        ['D', 'Herramienta', 'Torre Z', 'Serrucho'],
        ['E', 'Herramienta', 7, null],
      ),
      resolver,
    );
    expect(resolver).toHaveBeenCalledTimes(2);
    expect(resolver).toHaveBeenCalledWith('obra', 'obras', ['Torre A', 'Torre B', 'Torre Z', '7']);
    expect(resolver).toHaveBeenCalledWith('herramienta', 'catalogos/herramientas', ['Martillo', 'Serrucho']);
    expect(filas.map(({ datos, errores }) => ({ obra: datos.obra, herramienta: datos.herramienta, errores }))).toEqual([
      { obra: { id: 10 }, herramienta: { id: 3 }, errores: [] },
      { obra: { id: 10 }, herramienta: undefined, errores: [] },
      { obra: { id: 11 }, herramienta: { id: 3 }, errores: [] },
      {
        obra: undefined,
        herramienta: undefined,
        errores: [
          { field: 'obra', message: "No se encontro 'Torre Z' en Obra" },
          { field: 'herramienta', message: "No se encontro 'Serrucho' en Herramienta" },
        ],
      },
      // A number no name matches is the record's id.
      { obra: { id: 7 }, herramienta: undefined, errores: [] },
    ]);
  });

  it('reports a required reference not found once', async () => {
    const schema = esquemaDePrueba([
      campo('nombre', 'Nombre', 'texto'),
      campo('obra', 'Obra', 'referencia', { referencia: 'obras', requerido: true }),
    ]);
    const { filas } = await filasDelCatalogo(schema, hoja(['Nombre', 'Obra'], ['Grua', 'Torre Z']), sinReferencias);
    expect(filas[0].errores).toEqual([{ field: 'obra', message: "No se encontro 'Torre Z' en Obra" }]);
  });

  it('asks nothing when no row names a reference', async () => {
    const resolver = vi.fn(sinReferencias);
    await filasDelCatalogo(maquinaria, hoja(['Nombre', 'Tipo', 'Obra'], ['Grua', 'Herramienta', null]), resolver);
    expect(resolver).not.toHaveBeenCalled();
  });
});

describe('filasDelCatalogo: keys', () => {
  it('reports a key repeated in the sheet or already stored', async () => {
    const { filas } = await filasDelCatalogo(
      maquinaria,
      hoja(
        ['Nombre', 'Tipo', 'Numero de Serie'],
        ['A', 'Herramienta', 'SN-1'],
        ['B', 'Herramienta', ' sn-1'],
        ['C', 'Herramienta', 'SN-2'],
        ['D', 'Herramienta', 'SN-9'],
        ['E', 'Herramienta', null],
        ['F', 'Herramienta', null],
        ['G', 'Herramienta', 'Sn-2 '],
      ),
      sinReferencias,
      new Set([normalizarClave('SN-9')]),
    );
    expect(filas.map(({ fila, errores }) => [fila, errores])).toEqual([
      [2, []],
      [3, [{ field: 'numeroSerie', message: 'Repetido en la fila 2' }]],
      [4, []],
      [5, [{ field: 'numeroSerie', message: 'Ya existe un registro con Número de Serie SN-9' }]],
      [6, []],
      [7, []],
      [8, [{ field: 'numeroSerie', message: 'Repetido en la fila 4' }]],
    ]);
  });
});

describe('filasDelCatalogo: a 1,000-row workbook', () => {
  it('reports exactly the bad rows, in Spanish', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Maquinaria');
    sheet.addRow(['Nombre', 'Número de Serie', 'Tipo', 'Año', 'Costo por Hora', 'Fecha de Adquisicion', 'Activo']);
    for (let i = 0; i < 1000; i++) {
      sheet.addRow([
        `Equipo ${i}`,
        `SN-${i}`,
        'Vehículo',
        2000 + (i % 20),
        100 + i / 4,
        new Date(Date.UTC(2023, 0, 1 + (i % 300))),
        i % 2 ? 'Si' : 'No',
      ]);
    }
    // Data row i is sheet row i + 2.
    sheet.getCell('F102').value = '30/02/2024';
    sheet.getCell('A502').value = null;
    sheet.getCell('C902').value = 'Avion';
    const content = Buffer.from(await book.xlsx.writeBuffer());

    const { filas, columnasIgnoradas } = await filasDelCatalogo(
      maquinaria,
      await leerHoja(content, 'maquinaria.xlsx'),
      sinReferencias,
    );

    expect(columnasIgnoradas).toEqual([]);
    expect(filas).toHaveLength(1000);
    expect(filas.filter((fila) => fila.errores.length === 0)).toHaveLength(997);
    expect(filas.filter((fila) => fila.errores.length > 0).map(({ fila, errores }) => ({ fila, errores }))).toEqual([
      { fila: 102, errores: [{ field: 'fecha', message: 'Ingrese una fecha valida..' }] },
      { fila: 502, errores: [{ field: 'nombre', message: 'Campo Obligatorio' }] },
      { fila: 902, errores: [{ field: 'tipo', message: 'Valor no permitido' }] },
    ]);
    expect(filas[1].datos).toEqual({
      nombre: 'Equipo 1',
      numeroSerie: 'SN-1',
      tipo: 'Vehículo',
      anio: 2001,
      costo: 100.25,
      fecha: '2023-01-02',
      activo: true,
    });
  });
});
