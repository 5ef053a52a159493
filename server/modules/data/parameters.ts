/** A named query's parameters from a request body: each declared one parsed by its type, nothing else accepted. */
import { badRequest } from '../../http-errors';
import type { ParameterSpec, ParameterValue } from './named-query';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (text: string) => {
  if (!DATE.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
};

const TIPO: Record<ParameterSpec['type'], string> = {
  integer: 'un entero',
  string: 'un texto',
  date: 'una fecha YYYY-MM-DD',
  boolean: 'true o false',
};

function parseOne(name: string, spec: ParameterSpec, value: unknown): ParameterValue {
  const wrong = () => badRequest(`El parametro ${name} debe ser ${TIPO[spec.type]}..`);
  switch (spec.type) {
    case 'integer': {
      const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > 2_147_483_647) throw wrong();
      return n;
    }
    case 'date':
      if (typeof value !== 'string' || !isDate(value)) throw wrong();
      return value;
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw wrong();
    case 'string':
      if (typeof value !== 'string' || value.length > 200) throw wrong();
      return value;
  }
}

export function parseParameters(specs: Record<string, ParameterSpec>, given: Record<string, unknown> = {}) {
  const unknown = Object.keys(given).filter((name) => !(name in specs));
  if (unknown.length > 0) throw badRequest(`Parametro desconocido: ${unknown.join(', ')}..`);
  const params: Record<string, ParameterValue> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const value = given[name];
    if (value === undefined || value === null || value === '') {
      if (spec.required) throw badRequest(`Falta el parametro ${name}..`);
      continue;
    }
    params[name] = parseOne(name, spec, value);
  }
  return params;
}
