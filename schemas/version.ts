/**
 * A record's version (docs/decisions.md): `actualizado`, the moment of its last change as the API
 * shows it, ISO 8601 UTC with milliseconds. Every record carries it; an update that sends back the
 * version it read is refused with `registroModificado` when someone changed the record since.
 * The schema registry, the admin catalogs, the server, the forms and the mocks share this module,
 * so the property and the message cannot drift apart.
 */
import type { EntitySchema, PropertySchema } from './types';

export const VERSION = 'actualizado';

export const versionProperty: PropertySchema = {
  type: 'string',
  format: 'date-time',
  readOnly: true,
  description:
    'Version del registro: la fecha de su ultimo cambio. Una actualizacion que la envia de vuelta responde 409 si el registro cambio despues.',
};

/** `schema` with the version property, the same object when it has one already. */
export function withVersion(schema: EntitySchema): EntitySchema {
  if (VERSION in schema.properties) return schema;
  return { ...schema, properties: { ...schema.properties, [VERSION]: versionProperty } };
}

/** People read times in the business time zone (docs/contract.md), whatever the machine's. */
const HERMOSILLO = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Hermosillo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `DD/MM/YYYY HH:mm` of an ISO instant, in Hermosillo. */
export function fechaHora(iso: string): string {
  const part = Object.fromEntries(HERMOSILLO.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** The 409 of a stale save; `nombre` is who made the last change, unknown for changes of no user. */
export const registroModificado = (nombre: string | null | undefined, actualizado: string) =>
  `El registro fue modificado por ${nombre || 'otro usuario'} el ${fechaHora(actualizado)}, despues de que usted lo abrio. Recargue para ver los cambios..`;
