import { describe, expect, it } from 'vitest';
import { enLetras, importeEnLetras } from './numero-a-letras';

describe('amounts in words', () => {
  it.each([
    [0, 'CERO'],
    [1, 'UN'],
    [15, 'QUINCE'],
    [16, 'DIECISÉIS'],
    [21, 'VEINTIÚN'],
    [22, 'VEINTIDÓS'],
    [30, 'TREINTA'],
    [31, 'TREINTA Y UN'],
    [99, 'NOVENTA Y NUEVE'],
    [100, 'CIEN'],
    [101, 'CIENTO UN'],
    [500, 'QUINIENTOS'],
    [999, 'NOVECIENTOS NOVENTA Y NUEVE'],
    [1000, 'MIL'],
    [1001, 'MIL UN'],
    [2000, 'DOS MIL'],
    [21000, 'VEINTIÚN MIL'],
    [100000, 'CIEN MIL'],
    [1_000_000, 'UN MILLÓN'],
    [2_500_000, 'DOS MILLONES QUINIENTOS MIL'],
    [1_000_000_000, 'MIL MILLONES'],
    [
      999_999_999_999,
      'NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE',
    ],
  ])('%d is %s', (n, words) => {
    expect(enLetras(n)).toBe(words);
  });

  it('writes pesos and centavos the Mexican way', () => {
    expect(importeEnLetras(123456n)).toBe('SON: MIL DOSCIENTOS TREINTA Y CUATRO PESOS 56/100 M.N.');
    expect(importeEnLetras(100n)).toBe('SON: UN PESO 00/100 M.N.');
    expect(importeEnLetras(5n)).toBe('SON: CERO PESOS 05/100 M.N.');
    expect(importeEnLetras(2100000n)).toBe('SON: VEINTIÚN MIL PESOS 00/100 M.N.');
    expect(importeEnLetras(100000000n)).toBe('SON: UN MILLÓN DE PESOS 00/100 M.N.');
    expect(importeEnLetras(300000000n)).toBe('SON: TRES MILLONES DE PESOS 00/100 M.N.');
    expect(importeEnLetras(100010000n)).toBe('SON: UN MILLÓN CIEN PESOS 00/100 M.N.');
  });

  it('reads a negative amount as MENOS', () => {
    expect(importeEnLetras(-150n)).toBe('SON: MENOS UN PESO 50/100 M.N.');
  });
});
