/** The designer's field kinds, what a reference may point at and what a file field takes (./index.ts). */

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
export const REGISTRO_INVALIDO = 'Seleccione un registro valido..';

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
