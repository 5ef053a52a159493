/**
 * An amount in words as Mexican documents print it (docs/domain.md Reports):
 * 1234.56 → "SON: MIL DOSCIENTOS TREINTA Y CUATRO PESOS 56/100 M.N.". From integer cents, up to
 * numeric(14,2)'s 999,999,999,999.99.
 */
const UNIDADES = ['', 'UN', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'];
const DIEZ_A_VEINTINUEVE = [
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIÚN',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const DECENAS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const CENTENAS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/** 0–99, apocopated before a noun ("VEINTIÚN", "TREINTA Y UN"). */
function decenas(n: number): string {
  if (n < 10) return UNIDADES[n];
  if (n < 30) return DIEZ_A_VEINTINUEVE[n - 10];
  const unidad = n % 10;
  return unidad === 0 ? DECENAS[Math.floor(n / 10)] : `${DECENAS[Math.floor(n / 10)]} Y ${UNIDADES[unidad]}`;
}

/** 0–999. */
function centenas(n: number): string {
  if (n === 100) return 'CIEN';
  const resto = decenas(n % 100);
  return [CENTENAS[Math.floor(n / 100)], resto].filter(Boolean).join(' ');
}

/** 0–999,999: "MIL", "VEINTIÚN MIL QUINIENTOS". */
function miles(n: number): string {
  const millares = Math.floor(n / 1000);
  const prefix = millares === 0 ? '' : millares === 1 ? 'MIL' : `${centenas(millares)} MIL`;
  return [prefix, centenas(n % 1000)].filter(Boolean).join(' ');
}

/** A whole number up to 999,999,999,999 in words; 0 is "CERO". */
export function enLetras(n: number): string {
  if (n === 0) return 'CERO';
  const millones = Math.floor(n / 1_000_000);
  const prefix = millones === 0 ? '' : millones === 1 ? 'UN MILLÓN' : `${miles(millones)} MILLONES`;
  return [prefix, miles(n % 1_000_000)].filter(Boolean).join(' ');
}

/**
 * "SON: … PESOS 00/100 M.N." of an amount in cents; a negative one reads "SON: MENOS …" (an
 * estimación whose deducciones pass its subtotal leaves the contratista owing).
 */
export function importeEnLetras(cents: bigint): string {
  if (cents < 0n) return importeEnLetras(-cents).replace('SON: ', 'SON: MENOS ');
  const pesos = Number(cents / 100n);
  const centavos = String(cents % 100n).padStart(2, '0');
  // "UN MILLÓN DE PESOS", but "UN MILLÓN CIEN PESOS".
  const de = pesos >= 1_000_000 && pesos % 1_000_000 === 0 ? 'DE ' : '';
  return `SON: ${enLetras(pesos)} ${de}${pesos === 1 ? 'PESO' : 'PESOS'} ${centavos}/100 M.N.`;
}
