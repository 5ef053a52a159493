/**
 * How an audit entry reads in the Historial: the moment in Hermosillo time, the action in Spanish,
 * and each changed column as "Campo: antes → después" with the schema's own field titles; a reference
 * reads as the name the server resolved for it (`referencias`), else as its id.
 */
import { schemas, type EntitySchema } from '../../../schemas';
import type { EntradaBitacora } from '../../dataProvider';
import { ROLE_LABELS } from '../../../schemas/roles';

export interface Cambio {
  campo: string;
  antes: string;
  despues: string;
}

export const ZONA_HORARIA = 'America/Hermosillo';
export const SIN_VALOR = '—';

const ACCIONES: Record<string, string> = {
  INSERT: 'Alta',
  UPDATE: 'Cambio',
  DELETE: 'Baja',
  LOGIN: 'Ingreso',
  LOGIN_FALLIDO: 'Ingreso fallido',
  ACCESO_DENEGADO: 'Acceso denegado',
};

/** Columns that say nothing to a person reading the history. */
const OMITIDOS = new Set(['id', 'creado', 'actualizado']);
const TITULOS: Record<string, string> = { password_hash: 'Contraseña' };
/** Stored codes shown as the screens show them. */
const VALORES: Record<string, string> = ROLE_LABELS;

const partes = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONA_HORARIA,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** DD/MM/YYYY HH:mm in America/Hermosillo (docs/product.md §9). */
export function formatMomento(iso: string): string {
  const parts = Object.fromEntries(partes.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

export const accionDe = (accion: string) => ACCIONES[accion] ?? accion;

const camel = (text: string) => text.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

const schemaDeTabla = (tabla: string): EntitySchema | undefined =>
  Object.values(schemas).find((schema) => schema.$id === camel(tabla));

/** The schema's title for a column (`dias_credito` → 'Dias de Credito', `padre_id` → 'Padre'). */
export function tituloDeCampo(tabla: string, columna: string): string {
  const properties = schemaDeTabla(tabla)?.properties ?? {};
  const candidato = [camel(columna), camel(columna.replace(/_id$/, ''))].find((name) => properties[name]?.title);
  return candidato ? properties[candidato].title! : (TITULOS[columna] ?? columna.replaceAll('_', ' '));
}

export function valorLegible(value: unknown): string {
  if (value === null || value === undefined || value === '') return SIN_VALOR;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return VALORES[String(value)] ?? String(value);
}

/** Every column the entry touched, before and after (one side is empty for altas and bajas). */
export function cambiosDe(entrada: EntradaBitacora): Cambio[] {
  const antes = entrada.antes ?? {};
  const despues = entrada.despues ?? {};
  const columnas = [...new Set([...Object.keys(antes), ...Object.keys(despues)])].filter((c) => !OMITIDOS.has(c));
  const legible = (columna: string, value: unknown) =>
    entrada.referencias?.[columna]?.[String(value)] ?? valorLegible(value);
  return columnas.map((columna) => ({
    campo: tituloDeCampo(entrada.tabla, columna),
    antes: legible(columna, antes[columna]),
    despues: legible(columna, despues[columna]),
  }));
}
