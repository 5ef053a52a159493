/**
 * Reading presupuestos as OPUS and Neodata export them, as .xlsx and as CSV: the header found below
 * the title rows, partidas told from conceptos at their levels, subtotal and total rows skipped, the
 * file's total kept, and each bad row's error in Spanish.
 */
import { describe, expect, it } from 'vitest';
import { fromCents } from '../../../schemas/money';
import { leerRenglones } from '../catalogo/hoja/leer';
import { cuentas, leerPresupuesto, SIN_ENCABEZADOS } from './hoja';
import { CON_ERRORES, CON_ERRORES_LEIDO, NEODATA, NEODATA_LEIDO, OPUS, OPUS_LEIDO, csv, libro } from './test-workbooks';

async function leer(content: Buffer, nombre: string) {
  const leido = leerPresupuesto(await leerRenglones(content, nombre));
  const { partidas, conceptos, total } = cuentas(leido);
  const { renglones, totalArchivo } = leido;
  return {
    renglones,
    resumen: {
      partidas,
      conceptos,
      total: fromCents(total),
      totalArchivo: totalArchivo === null ? null : fromCents(totalArchivo),
    },
  };
}

describe('an OPUS export', () => {
  for (const [formato, archivo] of [
    ['xlsx, titles merged', () => libro(OPUS, 3)],
    ['csv', async () => csv(OPUS)],
  ] as const) {
    it(`reads as ${formato}`, async () => {
      const { renglones, resumen } = await leer(await archivo(), `opus.${formato.slice(0, 4).trim()}`);
      expect(resumen).toEqual(OPUS_LEIDO);
      expect(renglones.map((r) => [r.tipo, r.nivel, r.clave])).toEqual([
        ['partida', 1, '01'],
        ['partida', 2, '01.01'],
        ['concepto', 3, 'PRE-001'],
        ['concepto', 3, 'PRE-002'],
        ['partida', 2, '01.02'],
        ['partida', 3, '01.02.01'],
        ['concepto', 4, 'PRE-003'],
        ['partida', 1, '02'],
        ['concepto', 2, 'CIM-001'],
      ]);
      const pre003 = renglones.find((r) => r.clave === 'PRE-003')!;
      expect(pre003.descripcion).toBe('Excavación a mano en material tipo II hasta 2.00 m de profundidad');
      const cim = renglones.find((r) => r.clave === 'CIM-001')!;
      expect([cim.cantidad, cim.precioUnitario, cim.importe, cim.errores]).toEqual([
        '3086.4197',
        40000n,
        123456788n,
        [],
      ]);
      expect(renglones.every((r) => r.errores.length === 0)).toBe(true);
      // Each concepto under the partida it follows.
      expect(renglones[pre003.padre!].clave).toBe('01.02.01');
    });
  }
});

describe('a Neodata export', () => {
  for (const [formato, archivo] of [
    ['csv', async () => csv(NEODATA)],
    ['xlsx', () => libro(NEODATA)],
  ] as const) {
    it(`reads as ${formato}`, async () => {
      const { renglones, resumen } = await leer(await archivo(), `neodata.${formato}`);
      expect(resumen).toEqual(NEODATA_LEIDO);
      expect(renglones.map((r) => [r.tipo, r.clave])).toEqual([
        ['partida', 'A'],
        ['concepto', 'A01'],
        ['concepto', 'A02'],
        ['partida', 'B'],
        ['concepto', 'B01'],
      ]);
      expect(renglones[1].descripcion).toBe('Acero estructural A-36, "incluye" habilitado, montaje y primario');
      expect(renglones[1].cantidad).toBe('12500.5000');
    });
  }
});

describe('a sheet with errors', () => {
  it('says each row’s error in Spanish, with the row number', async () => {
    const { renglones } = await leer(await libro(CON_ERRORES), 'errores.xlsx');
    const errores = Object.fromEntries(
      renglones.filter((r) => r.errores.length).map((r) => [r.fila, r.errores.join('; ')]),
    );
    expect(errores).toEqual(CON_ERRORES_LEIDO);
  });

  it('without a header row is refused', async () => {
    await expect(
      leer(
        csv([
          ['Clave', 'Nombre'],
          ['1', 'x'],
        ]),
        'x.csv',
      ),
    ).rejects.toThrow(SIN_ENCABEZADOS);
  });

  it('with a fourth level of partidas says so', async () => {
    const filas = [
      ['Clave', 'Descripcion', 'Unidad', 'Cantidad', 'P.U.', 'Importe'],
      ['1', 'Uno', null, null, null, null],
      ['1.1', 'Dos', null, null, null, null],
      ['1.1.1', 'Tres', null, null, null, null],
      ['1.1.1.1', 'Cuatro', null, null, null, null],
      ['C-1', 'Concepto', 'pza', 1, 1, 1],
    ];
    const { renglones } = await leer(csv(filas), 'x.csv');
    expect(renglones[3].errores).toEqual(['La partida esta en el nivel 4; se admiten 3']);
  });
});
