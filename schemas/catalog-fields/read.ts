/** A JSON Schema property read back as a designer field, and the reference and file fields of a schema (./index.ts). */
import type { PropertySchema } from '../types';
import { ARCHIVO_MB, FOTO_TIPOS, type Campo, type CampoTipo } from './kinds';

/** The designer kind of a property, or undefined when the form cannot show it (edited as JSON). */
export function tipoDe(prop: PropertySchema): CampoTipo | undefined {
  const widget = prop['x-ui']?.widget;
  if (widget === 'reference' && prop.type === 'object') return 'referencia';
  if (widget === 'file' && prop.type === 'string') return 'archivo';
  if (prop.type === 'boolean') return 'booleano';
  if (prop.type === 'integer') return 'entero';
  if (prop.type === 'number') return widget === 'money' ? 'importe' : 'numero';
  if (prop.type !== 'string') return undefined;
  if (prop.enum) return 'opciones';
  if (prop.format === 'date') return 'fecha';
  return prop['x-ui']?.multiline ? 'textoLargo' : 'texto';
}

/** The designer field of property `nombre`; undefined when the form cannot show it. */
export function campoDe(
  nombre: string,
  prop: PropertySchema,
  esquema: { required?: string[]; columnas: string[] },
): Campo | undefined {
  const tipo = tipoDe(prop);
  if (!tipo) return undefined;
  const ui = prop['x-ui'] ?? {};
  return {
    nombre,
    etiqueta: prop.title ?? nombre,
    tipo,
    requerido: esquema.required?.includes(nombre) ?? false,
    columna: esquema.columnas.includes(nombre),
    ...(prop.description && { ayuda: prop.description }),
    ...(prop.maxLength !== undefined && { longitudMaxima: prop.maxLength }),
    ...(prop.minimum !== undefined && !(tipo === 'importe' && prop.minimum === 0) && { minimo: prop.minimum }),
    ...(prop.maximum !== undefined && { maximo: prop.maximum }),
    ...(prop.enum && { opciones: prop.enum.map(String) }),
    ...(ui.reference && { referencia: ui.reference }),
    ...(tipo === 'archivo' && { tipos: ui.accept ?? [...FOTO_TIPOS], maxMB: ui.maxMB ?? ARCHIVO_MB }),
  };
}

/** Reference fields of a schema's properties: property name → referenced resource. */
export function referenciasDe(properties: Record<string, PropertySchema>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, prop]) => tipoDe(prop) === 'referencia' && prop['x-ui']?.reference)
      .map(([name, prop]) => [name, prop['x-ui']?.reference as string]),
  );
}

/** File fields of a schema's properties, with what each accepts. */
export function archivosDe(
  properties: Record<string, PropertySchema>,
): Record<string, { tipos: string[]; maxMB: number }> {
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, prop]) => tipoDe(prop) === 'archivo')
      .map(([name, prop]) => [
        name,
        { tipos: prop['x-ui']?.accept ?? [...FOTO_TIPOS], maxMB: prop['x-ui']?.maxMB ?? ARCHIVO_MB },
      ]),
  );
}
