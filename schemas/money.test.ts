import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToText,
  documentTotals,
  formatCents,
  formatMoney,
  fromCents,
  lineTotals,
  moneyToJson,
  parseCents,
  parseMoney,
  readTypedNumber,
  typedProblem,
  parsePercent,
  parseScaled,
  percentOf,
  shareOf,
  sumCents,
  toCents,
} from './money';

describe('parsing amounts', () => {
  it('reads decimal text and numbers with up to 2 decimals as cents', () => {
    expect(parseCents('1234.5')).toBe(123450n);
    expect(parseCents(' 0.05 ')).toBe(5n);
    expect(parseCents('-12.34')).toBe(-1234n);
    expect(parseCents('999999999999.99')).toBe(99999999999999n);
    expect(parseCents(1234.56)).toBe(123456n);
    expect(parseCents(7)).toBe(700n);
    expect(parseCents('12.')).toBe(1200n);
  });

  it('refuses anything else instead of rounding it', () => {
    for (const bad of [
      '1.234',
      'abc',
      '',
      '1,000.00',
      '.5',
      '1e3',
      0.1 + 0.2,
      1e21,
      NaN,
      Infinity,
      null,
      undefined,
      {},
    ]) {
      expect(parseCents(bad), String(bad)).toBeNull();
    }
    expect(() => toCents('12.345')).toThrow(RangeError);
  });

  it('reads quantities in ten-thousandths', () => {
    expect(parseScaled('1234.5678', 4)).toBe(12345678n);
    expect(parseScaled(0.5, 4)).toBe(5000n);
    expect(parseScaled('1.23456', 4)).toBeNull();
  });
});

describe('cents arithmetic and text', () => {
  it('adds what floats get wrong', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3);
    expect(centsToText(sumCents(['0.10', '0.20']))).toBe('0.30');
    expect(centsToText(toCents('1500000') - sumCents(['600000.10', '450000.25', '150000']))).toBe('299999.65');
  });

  it('writes numeric text, JSON numbers and what people read', () => {
    expect(centsToText(-123405n)).toBe('-1234.05');
    expect(centsToText(-5n)).toBe('-0.05');
    expect(fromCents(99999999999999n)).toBe(999999999999.99);
    expect(moneyToJson('200000.00')).toBe(200000);
    expect(moneyToJson(null)).toBeNull();
    expect(formatCents(123456n)).toBe('$1,234.56');
    expect(formatCents(100000000n)).toBe('$1,000,000.00');
    expect(formatCents(-5n)).toBe('-$0.05');
    expect(formatCents(0n)).toBe('$0.00');
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney('85000')).toBe('85,000.00');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });

  it('takes percentages and shares, rounded to the cent', () => {
    expect(parsePercent('12,5 %')).toBe(1250n);
    expect(parsePercent('4.5.1')).toBeNull();
    expect(percentOf(toCents(333.33), 3333n)).toBe(11110n);
    expect(shareOf(1n, 3n)).toBe('33.33');
    expect(shareOf(-1n, 3n)).toBe('-33.33');
    expect(shareOf(5n, 0n)).toBe('');
  });
});

describe('typed amounts', () => {
  it('reads a comma before one or two final digits as the decimal comma, and thousands in groups of 3', () => {
    const read: [string, number][] = [
      ['1234,50', 1234.5],
      ['1234,5', 1234.5],
      ['1.234,50', 1234.5],
      ['1,234.50', 1234.5],
      ['1,234', 1234],
      ['1.234.567', 1234567],
      ['1.234.567,05', 1234567.05],
      ['$1,234,567.50', 1234567.5],
      [' 85,000 ', 85000],
      ['1 234,50', 1234.5],
      ['0,05', 0.05],
      [',5', 0.5],
      ['12.', 12],
      ['12,', 12],
      ['-3.5', -3.5],
      ['$ 700', 700],
    ];
    for (const [text, value] of read) expect(parseMoney(text), text).toBe(value);
    expect(parseMoney('$')).toBeNull();
    expect(parseMoney('  ')).toBeNull();
  });

  it('refuses, with the reason, what it would have to guess; the input keeps the text', () => {
    const refused: [string, string][] = [
      ['10.129', 'Use hasta 2 decimales'],
      ['1.234', 'Use hasta 2 decimales'],
      ['1,2345', 'Use hasta 2 decimales'],
      ['0,500', 'Use hasta 2 decimales'],
      ['1,23,4', 'Separador ambiguo: escriba 1234.50, 1,234.50 o 1234,50'],
      ['1,234,56', 'Separador ambiguo: escriba 1234.50, 1,234.50 o 1234,50'],
      ['1.234.56', 'Separador ambiguo: escriba 1234.50, 1,234.50 o 1234,50'],
      ['12,34.5', 'Separador ambiguo: escriba 1234.50, 1,234.50 o 1234,50'],
      ['1,234,', 'Separador ambiguo: escriba 1234.50, 1,234.50 o 1234,50'],
      ['12abc', 'Escriba solo numeros, con punto o coma decimal'],
      ['--5', 'Escriba solo numeros, con punto o coma decimal'],
    ];
    for (const [text, problem] of refused) {
      expect(parseMoney(text), text).toBe(text);
      expect(typedProblem(parseMoney(text), 2), text).toBe(problem);
    }
    expect(typedProblem(1234.5, 2)).toBeUndefined();
    expect(typedProblem(null, 2)).toBeUndefined();
  });

  it('reads quantities with any decimals, and integers without', () => {
    expect(readTypedNumber('1,2345')).toEqual({ number: 1.2345 });
    expect(readTypedNumber('1.234')).toEqual({ number: 1.234 });
    expect(readTypedNumber('1,234')).toEqual({ number: 1234 });
    expect(readTypedNumber('0,500')).toEqual({ number: 0.5 });
    expect(readTypedNumber('2,5', 0)).toEqual({ problem: 'Escriba un numero entero' });
    expect(readTypedNumber('1,500', 0)).toEqual({ number: 1500 });
  });

  const cents = fc.bigInt({ min: 0n, max: 99999999999999n });
  const grouped = (whole: string, separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  /** The ways people write an amount: plain, en-US, es-MX with decimal comma, European. */
  const written = (amount: bigint, style: number, dollar: boolean) => {
    const [whole, fraction] = centsToText(amount).split('.');
    const text = [
      `${whole}.${fraction}`,
      `${grouped(whole, ',')}.${fraction}`,
      `${whole},${fraction}`,
      `${grouped(whole, '.')},${fraction}`,
      `${grouped(whole, ' ')},${fraction}`,
    ][style];
    return dollar ? `$ ${text}` : text;
  };

  it('reads back every amount however it is written, never a hundred times it', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 4 }), fc.boolean(), (amount, style, dollar) => {
        const read = parseMoney(written(amount, style, dollar));
        expect(typeof read).toBe('number');
        expect(parseCents(read)).toBe(amount);
      }),
    );
  });

  it('keeps one or two final digits after any separator as the fraction, or refuses the text', () => {
    const text = fc
      .array(fc.constantFrom('0', '1', '5', '9', '.', ','), { minLength: 1, maxLength: 12 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 2 }), fc.constantFrom('.', ','), (head, digits, separator) => {
        const tail = '7'.repeat(digits);
        const read = readTypedNumber(`${head}${separator}${tail}`, 2);
        if (read && 'number' in read) expect(String(read.number)).toMatch(new RegExp(`\\.${tail}$`));
      }),
    );
  });
});

describe('document totals', () => {
  it('multiplies a 4-decimal quantity by the price exactly, rounding half up to the cent', () => {
    expect(lineTotals({ cantidad: '1234.5678', precioUnitario: 0.99, tasaiva: 0.16 })).toEqual({
      importe: 122222n,
      iva: 19556n,
    });
    expect(lineTotals({ cantidad: 0.5, precioUnitario: 0.01, tasaiva: 0 })).toEqual({ importe: 1n, iva: 0n });
    expect(lineTotals({ cantidad: 0.4999, precioUnitario: 0.01, tasaiva: 0 }).importe).toBe(0n);
  });

  it('gives 0 for a line without a price above 0, and counts blanks as 0', () => {
    expect(lineTotals({ cantidad: 3, precioUnitario: 0, tasaiva: 0.16 })).toEqual({ importe: 0n, iva: 0n });
    expect(lineTotals({ cantidad: 3, precioUnitario: -10, tasaiva: 0.16 })).toEqual({ importe: 0n, iva: 0n });
    expect(lineTotals({})).toEqual({ importe: 0n, iva: 0n });
  });

  it('rounds IVA per line and sums the lines', () => {
    const totals = documentTotals([
      { cantidad: 3, precioUnitario: '0.10', tasaiva: 0.16 },
      { cantidad: 1, precioUnitario: '0.20', tasaiva: 0.16 },
      { cantidad: 2, precioUnitario: 1234.56, tasaiva: 0.08 },
    ]);
    expect(totals.lines.map((line) => line.iva)).toEqual([5n, 3n, 19753n]);
    expect(totals.subTotal).toBe(30n + 20n + 246912n);
    expect(totals.iva).toBe(19761n);
    expect(totals.total).toBe(totals.subTotal + totals.iva);
    expect(documentTotals([])).toEqual({ lines: [], subTotal: 0n, iva: 0n, total: 0n });
  });

  it('refuses negative quantities, bad rates and malformed prices', () => {
    expect(() => lineTotals({ cantidad: -1, precioUnitario: 10, tasaiva: 0.16 })).toThrow(RangeError);
    expect(() => lineTotals({ cantidad: 1, precioUnitario: 10, tasaiva: -0.16 })).toThrow(RangeError);
    expect(() => lineTotals({ cantidad: 1, precioUnitario: 10, tasaiva: 16 })).toThrow(RangeError);
    expect(() => lineTotals({ cantidad: 1, precioUnitario: '10.001', tasaiva: 0 })).toThrow(RangeError);
    expect(() => lineTotals({ cantidad: '1.00001', precioUnitario: 10, tasaiva: 0 })).toThrow(RangeError);
  });
});
