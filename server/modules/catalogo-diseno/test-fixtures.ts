/** Test-only: the Vehiculos catalog an admin designs, its fields made by the designer's own mapping. */
import { propiedadDe, type Campo } from '../../../schemas/catalog-fields';

const campo = (nombre: string, etiqueta: string, tipo: Campo['tipo'], extra: Partial<Campo> = {}): Campo => ({
  nombre,
  etiqueta,
  tipo,
  requerido: false,
  columna: true,
  ...extra,
});

export const CAMPOS_VEHICULO: Campo[] = [
  campo('nombre', 'Nombre', 'texto', { longitudMaxima: 80 }),
  campo('placas', 'Placas', 'texto', { longitudMaxima: 15 }),
  campo('tipo', 'Tipo', 'opciones', { opciones: ['Camioneta', 'Volteo', 'Grua'] }),
  campo('obra', 'Obra', 'referencia', { referencia: 'obras' }),
  campo('proveedor', 'Proveedor', 'referencia', { referencia: 'proveedores', columna: false }),
  campo('foto', 'Foto', 'archivo', { columna: false, maxMB: 1 }),
];

/** The admin's schema of Vehiculos: nombre required, placas its key. */
export function vehiculos(campos: Campo[] = CAMPOS_VEHICULO, extra: Record<string, unknown> = {}) {
  return {
    title: 'Vehiculos',
    type: 'object',
    required: ['nombre'],
    'x-resource': {
      list: { columns: campos.filter((c) => c.columna).map((c) => c.nombre) },
      recordRepresentation: 'nombre',
      key: 'placas',
    },
    properties: Object.fromEntries(campos.map((c) => [c.nombre, propiedadDe(c)])),
    ...extra,
  };
}
