import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortizacionDe,
  cantidadDelAvance,
  caratula,
  devolucionDe,
  type CaratulaEntrada,
  type RetencionDeObra,
} from './estimacion';

const cincoAlMillar: RetencionDeObra = { nombre: '5 al millar', base: 'importe', tasa: 0.5 };
const fondo: RetencionDeObra = { nombre: 'Fondo de garantia', base: 'subtotal', tasa: 5, seDevuelve: true };

const entrada = (overrides: Partial<CaratulaEntrada>): CaratulaEntrada => ({
  importe: 0n,
  anticipo: 0n,
  contrato: 0n,
  amortizadoAntes: 0n,
  finiquito: false,
  tasaIva: 16,
  retenciones: [cincoAlMillar, fondo],
  retenidoAntes: new Map(),
  deducciones: [],
  ...overrides,
});

describe('caratula', () => {
  it('works the first estimación of the HTTP example to the cent', () => {
    // $249,534.74 billed of a $624,456.00 contract with a $187,336.80 anticipo (30 %), a $1,000 pena.
    const hoja = caratula(
      entrada({ importe: 24953474n, anticipo: 18733680n, contrato: 62445600n, deducciones: [100000n] }),
    );
    expect(hoja).toEqual({
      importe: 24953474n,
      amortizacion: 7486042n, // 74,860.422
      subtotal: 17467432n,
      iva: 2794789n, // 27,947.8912
      retenciones: [
        { nombre: '5 al millar', base: 'importe', tasa: 0.5, importe: 124767n }, // 1,247.6737
        { nombre: 'Fondo de garantia', base: 'subtotal', tasa: 5, importe: 873372n }, // 8,733.716
      ],
      totalRetenciones: 998139n,
      totalDeducciones: 100000n,
      neto: 19164082n,
    });
  });

  it('rounds half up: 0.005 of a cent goes up', () => {
    // IVA 16 % of $0.03 is 0.48 cents → 0; of $0.25 is 4 cents; 8 % of $0.25 is 2 cents.
    expect(caratula(entrada({ importe: 3n, retenciones: [] })).iva).toBe(0n);
    expect(caratula(entrada({ importe: 25n, retenciones: [] })).iva).toBe(4n);
    expect(caratula(entrada({ importe: 25n, tasaIva: 8, retenciones: [] })).iva).toBe(2n);
    // 5 al millar of $1.00 is half a cent: 1 cent.
    expect(caratula(entrada({ importe: 100n, retenciones: [cincoAlMillar] })).retenciones[0].importe).toBe(1n);
  });

  it('the finiquito amortizes what is left and returns what a retención that is returned withheld', () => {
    const hoja = caratula(
      entrada({
        importe: 10100000n,
        anticipo: 18733680n,
        contrato: 62445600n,
        amortizadoAntes: 15703680n,
        finiquito: true,
        retenidoAntes: new Map([
          ['Fondo de garantia', 1832096n],
          ['5 al millar', 261728n],
        ]),
      }),
    );
    expect(hoja.amortizacion).toBe(3030000n);
    expect(hoja.retenciones).toEqual([
      { nombre: '5 al millar', base: 'importe', tasa: 0.5, importe: 50500n },
      { nombre: devolucionDe('Fondo de garantia'), base: 'subtotal', tasa: 5, importe: -1832096n },
    ]);
    expect(hoja.neto).toBe(9982796n);
  });

  it('amortizes nothing without an anticipo or a contract amount', () => {
    expect(
      amortizacionDe({ importe: 1000n, anticipo: 0n, contrato: 5000n, amortizadoAntes: 0n, finiquito: false }),
    ).toBe(0n);
    expect(amortizacionDe({ importe: 1000n, anticipo: 500n, contrato: 0n, amortizadoAntes: 0n, finiquito: true })).toBe(
      0n,
    );
  });

  const cents = (max: number) => fc.bigInt({ min: 0n, max: BigInt(max) });

  it('neto = importe − amortización + IVA − retenciones − deducciones, and amortización within what is left', () => {
    fc.assert(
      fc.property(
        cents(1e12),
        cents(1e12),
        cents(1e12),
        cents(1e12),
        fc.boolean(),
        fc.constantFrom(16, 8),
        fc.array(cents(1e8), { maxLength: 3 }),
        (importe, anticipo, contrato, amortizadoAntes, finiquito, tasaIva, deducciones) => {
          const hoja = caratula(
            entrada({ importe, anticipo, contrato, amortizadoAntes, finiquito, tasaIva, deducciones }),
          );
          const pendiente = anticipo > amortizadoAntes ? anticipo - amortizadoAntes : 0n;
          expect(hoja.amortizacion >= 0n && hoja.amortizacion <= pendiente).toBe(true);
          expect(hoja.neto).toBe(
            hoja.importe - hoja.amortizacion + hoja.iva - hoja.totalRetenciones - hoja.totalDeducciones,
          );
        },
      ),
    );
  });

  it('a run of estimaciones closed by a finiquito amortizes exactly the anticipo', () => {
    fc.assert(
      fc.property(
        fc.array(cents(1e9), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 50 }),
        (importes, porcentaje) => {
          const contrato = importes.reduce((a, b) => a + b, 0n) + 1n;
          const anticipo = (contrato * BigInt(porcentaje)) / 100n;
          let amortizado = 0n;
          importes.forEach((importe, index) => {
            const finiquito = index === importes.length - 1;
            amortizado += amortizacionDe({ importe, anticipo, contrato, amortizadoAntes: amortizado, finiquito });
            expect(amortizado <= anticipo).toBe(true);
          });
          expect(amortizado).toBe(anticipo);
        },
      ),
    );
  });
});

describe('cantidadDelAvance', () => {
  it('bills what was executed since the earlier estimaciones, within what the vigente leaves', () => {
    // 120.5 executed, 100 billed before, 150 vigente of which 100 are in other estimaciones.
    expect(cantidadDelAvance(1205000n, 1000000n, 1500000n, 1000000n)).toBe(205000n);
    // 180 executed but only 50 left of the vigente.
    expect(cantidadDelAvance(1800000n, 1000000n, 1500000n, 1000000n)).toBe(500000n);
    // Nothing executed since: nothing, never a negative quantity.
    expect(cantidadDelAvance(900000n, 1000000n, 1500000n, 1000000n)).toBe(0n);
    expect(cantidadDelAvance(1205000n, 0n, 1000000n, 1200000n)).toBe(0n);
  });
});
