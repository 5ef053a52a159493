/**
 * A cell as the value a form would send for its field, by the field's kind. What does not convert
 * stays as the text it was, so `validateRecord` answers it with the property's own message
 * ('Ingrese una fecha valida..') instead of a second wording here.
 */
import type { PropertySchema } from '../../../../schemas';
import type { CampoTipo } from '../../../../schemas/catalog-fields';
import { fromCents, parseCents } from '../../../../schemas/money';
import { normalizarClave } from './clave';

/** Text that spreadsheet.ts's export guarded against formula injection, without its apostrophe. */
const sinGuarda = (text: string) => text.replace(/^'(?=[=+\-@\t\r])/, '');

/** YYYY-MM-DD of a date cell: exceljs reads Excel's day numbers as UTC midnights. */
const diaDe = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A number cell as Excel shows it: at most 15 significant digits, so a formula's float noise
 * (116.00000000000001) reads 116 and money is then read from that decimal text.
 */
const decimal = (value: number) => String(Number(value.toPrecision(15)));

/** '1234.5', '-1,234.56', '$ 1,234.56' → '1234.5', '-1234.56', '1234.56'; thousands only in groups of 3. */
const NUMERO = /^(-?)\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?$/;

/** A number cell, or text that shows one ('1,234.50', '$ 12'), as plain decimal text; undefined otherwise. */
export function numero(celda: unknown): string | undefined {
  if (typeof celda === 'number') return Number.isFinite(celda) ? decimal(celda) : undefined;
  const match = typeof celda === 'string' ? NUMERO.exec(celda.trim()) : null;
  return match ? `${match[1]}${match[2].replaceAll(',', '')}${match[3] ?? ''}` : undefined;
}

function importe(celda: unknown): unknown {
  // Parsed as cents from its text, never through float arithmetic; more than 2 decimals is no amount.
  const cents = parseCents(numero(celda));
  return cents === null ? texto(celda) : fromCents(cents);
}

function fecha(celda: unknown): unknown {
  if (celda instanceof Date) return diaDe(celda);
  // DD/MM/YYYY as people in Mexico write it; an impossible day fails the date format afterwards.
  const match = typeof celda === 'string' ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(celda.trim()) : null;
  if (!match) return texto(celda);
  const [, dia, mes, anio] = match;
  return `${anio}-${mes.padStart(2, '0')}-${dia.padStart(2, '0')}`;
}

const SI = ['si', 'true', 'verdadero', '1', 'x'];
const NO = ['no', 'false', 'falso', '0'];

function booleano(celda: unknown): unknown {
  if (typeof celda === 'boolean') return celda;
  const text = normalizarClave(celda);
  if (SI.includes(text)) return true;
  if (NO.includes(text)) return false;
  return texto(celda);
}

/** The choice as the schema declares it. */
function opcion(prop: PropertySchema, celda: unknown): unknown {
  const text = normalizarClave(texto(celda));
  return prop.enum?.find((choice) => normalizarClave(choice) === text) ?? texto(celda);
}

/** Text trimmed; a cell of another type as the text it shows. */
function texto(celda: unknown): unknown {
  if (typeof celda === 'string') return sinGuarda(celda.trim());
  if (typeof celda === 'number') return decimal(celda);
  if (celda instanceof Date) return diaDe(celda);
  return celda === true ? 'Si' : celda === false ? 'No' : celda;
}

/** The value of a non-blank cell for a field of kind `tipo` (referencias.ts resolves references). */
export function valorDeCelda(tipo: CampoTipo | undefined, prop: PropertySchema, celda: unknown): unknown {
  switch (tipo) {
    case 'entero':
    case 'numero': {
      const text = numero(celda);
      return text === undefined ? texto(celda) : Number(text);
    }
    case 'importe':
      return importe(celda);
    case 'fecha':
      return fecha(celda);
    case 'booleano':
      return booleano(celda);
    case 'opciones':
      return opcion(prop, celda);
    default:
      return texto(celda);
  }
}
