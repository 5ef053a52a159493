/**
 * The field kinds of an admin-defined catalog, as the designer (`/configura/catalogos`) offers them,
 * and the one mapping between a designer field and its JSON Schema property. The stored thing is
 * always the JSON Schema (schemas/catalogos/README.md); the designer's form is read from it with
 * `campoDe` and written back with `propiedadDe`, so a field has no second description. A property
 * the form cannot show (an x-check, a pattern) is still a valid catalog: it is edited as JSON.
 */
import type { PropertySchema } from './types';

export const CAMPO_TIPOS = [
  'texto',
  'textoLargo',
  'entero',
  'numero',
  'importe',
  'fecha',
  'booleano',
  'opciones',
  'referencia',
  'archivo',
] as const;
export type CampoTipo = (typeof CAMPO_TIPOS)[number];

export const CAMPO_TIPO_ETIQUETAS: Record<CampoTipo, string> = {
  texto: 'Texto',
  textoLargo: 'Texto largo',
  entero: 'Numero entero',
  numero: 'Numero con decimales',
  importe: 'Importe ($)',
  fecha: 'Fecha',
  booleano: 'Si / No',
  opciones: 'Lista de opciones',
  referencia: 'Referencia a otro registro',
  archivo: 'Archivo o foto',
};

/**
 * What a reference field may point at: the entities a catalog may link to, by resource name, with
 * the word the designer shows and the message of an id that is not valid. Another catalog is
 * `catalogos/<nombre>`.
 */
export const REFERENCIAS: Record<string, { etiqueta: string; invalido: string }> = {
  obras: { etiqueta: 'Obra', invalido: 'Seleccione una obra valida..' },
  proveedores: { etiqueta: 'Proveedor', invalido: 'Seleccione un proveedor valido..' },
  clientes: { etiqueta: 'Cliente', invalido: 'Seleccione un cliente valido..' },
  empleados: { etiqueta: 'Empleado', invalido: 'Seleccione un empleado valido..' },
  conceptos: { etiqueta: 'Concepto', invalido: 'Seleccione un concepto valido..' },
};
export const CATALOGO_REFERENCIA = /^catalogos\/[a-z][a-z0-9-]{0,49}$/;
const REGISTRO_INVALIDO = 'Seleccione un registro valido..';

/** What a file field accepts, checked by content on the server. */
export const ARCHIVO_TIPOS = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const FOTO_TIPOS = ['image/png', 'image/jpeg'];
/** Default and largest size of one file, in MB. */
export const ARCHIVO_MB = 5;
export const ARCHIVO_MB_MAXIMO = 10;

export interface Campo {
  /** Property name: a letter, then letters, digits or `_`. */
  nombre: string;
  etiqueta: string;
  tipo: CampoTipo;
  requerido: boolean;
  /** Shown (and searched) in the list. */
  columna: boolean;
  ayuda?: string;
  /** texto / textoLargo: the longest text. */
  longitudMaxima?: number;
  /** entero / numero / importe: the range. */
  minimo?: number;
  maximo?: number;
  /** opciones: the choices. */
  opciones?: string[];
  /** referencia: the resource (`obras`, `catalogos/herramientas`). */
  referencia?: string;
  /** archivo: the content types and the size limit in MB. */
  tipos?: string[];
  maxMB?: number;
}

const INVALIDO: Partial<Record<CampoTipo, string>> = {
  entero: 'Ingrese un numero entero valido..',
  numero: 'Ingrese un numero valido..',
  importe: 'Ingrese un importe valido..',
  fecha: 'Ingrese una fecha valida..',
};

const range = (campo: Campo) => ({
  ...(campo.minimo !== undefined && { minimum: campo.minimo }),
  ...(campo.maximo !== undefined && { maximum: campo.maximo }),
});

const mensaje = (tipo: CampoTipo) => (INVALIDO[tipo] ? { errorMessage: INVALIDO[tipo] } : {});

function referenciaInvalida(referencia: string): string {
  return REFERENCIAS[referencia]?.invalido ?? REGISTRO_INVALIDO;
}

/** The property of a designer field. */
export function propiedadDe(campo: Campo): PropertySchema {
  const base: PropertySchema = {
    title: campo.etiqueta.trim(),
    ...(campo.ayuda?.trim() && { description: campo.ayuda.trim() }),
  };
  switch (campo.tipo) {
    case 'texto':
    case 'textoLargo':
      return {
        ...base,
        type: 'string',
        maxLength: campo.longitudMaxima ?? (campo.tipo === 'texto' ? 150 : 1000),
        ...(campo.tipo === 'textoLargo' && { 'x-ui': { multiline: true } }),
      };
    case 'entero':
      return { ...base, type: 'integer', ...range(campo), 'x-normalize': ['integer'], ...mensaje('entero') };
    case 'numero':
      return { ...base, type: 'number', ...range(campo), ...mensaje('numero') };
    case 'importe':
      return {
        ...base,
        type: 'number',
        minimum: 0,
        ...range(campo),
        'x-ui': { widget: 'money' },
        ...mensaje('importe'),
      };
    case 'fecha':
      return { ...base, type: 'string', format: 'date', ...mensaje('fecha') };
    case 'booleano':
      return { ...base, type: 'boolean' };
    case 'opciones':
      return { ...base, type: 'string', enum: [...(campo.opciones ?? [])] };
    case 'referencia': {
      const referencia = campo.referencia ?? '';
      return {
        ...base,
        type: 'object',
        required: ['id'],
        properties: {
          id: {
            type: 'integer',
            minimum: 1,
            maximum: 2147483647,
            'x-normalize': ['integer'],
            errorMessage: referenciaInvalida(referencia),
          },
          nombre: { type: 'string', readOnly: true },
        },
        'x-ui': { widget: 'reference', reference: referencia },
      };
    }
    case 'archivo':
      return {
        ...base,
        type: 'string',
        readOnly: true,
        'x-ui': { widget: 'file', accept: campo.tipos ?? [...FOTO_TIPOS], maxMB: campo.maxMB ?? ARCHIVO_MB },
      };
  }
}

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
