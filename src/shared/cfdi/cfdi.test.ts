import { describe, expect, it } from 'vitest';
import { CFDI_EGRESO, CFDI_GASTO } from '../../../mocks/fixtures/cfdi';
import { schemas } from '../../../schemas';
import { conceptosComoLineas, folioDelCfdi, folioNumerico, llenaraTexto, precioDeTexto } from './cfdi';

describe('a CFDI as document values', () => {
  it('cuts a CFDI amount to cents as text, never rounding it through a float', () => {
    expect(precioDeTexto('168.000000')).toBe(168);
    expect(precioDeTexto('12.345678')).toBe(12.34);
    expect(precioDeTexto('0.999999')).toBe(0.99);
    expect(precioDeTexto('1500')).toBe(1500);
    expect(precioDeTexto('38.5')).toBe(38.5);
  });

  it("takes the CFDI's folio as a document's only when it is all digits, and Serie+Folio as a folio proveedor", () => {
    const cfdi = (serie: string | undefined, folio: string | undefined) => ({ ...CFDI_GASTO, serie, folio });
    expect(folioNumerico(cfdi('F', '7788'))).toBe(7788);
    expect(folioNumerico(cfdi('F', '0012'))).toBe(12);
    expect(folioNumerico(cfdi('A', 'B-889'))).toBeUndefined();
    expect(folioNumerico(cfdi('A', '0'))).toBeUndefined();
    expect(folioNumerico(cfdi('A', '99999999999'))).toBeUndefined();
    expect(folioNumerico(cfdi('A', undefined))).toBeUndefined();
    expect(folioDelCfdi(cfdi('NC', '345'))).toBe('NC345');
    expect(folioDelCfdi(cfdi(undefined, '345'))).toBe('345');
    expect(folioDelCfdi(cfdi(undefined, undefined))).toBeUndefined();
  });

  it('makes delivered lines of the conceptos: an absent TasaOCuota is exento (0)', () => {
    const exento = {
      ...CFDI_EGRESO.conceptos[0],
      tasaIva: undefined,
      cantidad: '2.500000',
      valorUnitario: '99.999000',
    };
    expect(conceptosComoLineas({ ...CFDI_EGRESO, conceptos: [CFDI_EGRESO.conceptos[0], exento] })).toEqual([
      {
        nombre: 'Varilla corrugada 3/8"',
        unidadMedida: 'pieza',
        cantidadSurtida: 10,
        precioUnitario: 168,
        tasaiva: 0.16,
      },
      {
        nombre: 'Varilla corrugada 3/8"',
        unidadMedida: 'pieza',
        cantidadSurtida: 2.5,
        precioUnitario: 99.99,
        tasaiva: 0,
      },
    ]);
  });

  it("says what a CFDI fills with the fields' titles, dates as DD/MM/YYYY", () => {
    expect(
      llenaraTexto(schemas.notaCredito, { folioProveedor: 'NC345', folioFiscal: 'ABC', fecha: '2026-03-05' }),
    ).toBe('Folio Proveedor NC345, Folio Fiscal ABC, Fecha 05/03/2026');
  });
});
