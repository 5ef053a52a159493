/** Two made-up records of a served schema, for the preview's list: one value per field, by its kind. */
import type { EntitySchema, PropertySchema } from '../../../schemas';
import { tipoDe } from '../../../schemas/catalog-fields';

function valorDe(prop: PropertySchema, n: number): unknown {
  switch (tipoDe(prop)) {
    case 'texto':
    case 'textoLargo':
      return `${prop.title ?? 'Texto'} ${n}`;
    case 'entero':
    case 'numero':
      return (prop.minimum ?? 0) + n;
    case 'importe':
      return 1500 * n;
    case 'fecha':
      return `2024-0${n}-15`;
    case 'booleano':
      return n === 1;
    case 'opciones':
      return prop.enum?.[(n - 1) % prop.enum.length];
    case 'referencia':
      return { id: n, nombre: `Ejemplo ${n}` };
    default:
      return undefined;
  }
}

export function muestrasDe(servido: EntitySchema): Record<string, unknown>[] {
  return [1, 2].map((n) => ({
    ...Object.fromEntries(
      Object.entries(servido.properties)
        .filter(([, prop]) => !prop.readOnly)
        .map(([nombre, prop]) => [nombre, valorDe(prop, n)]),
    ),
    id: n,
  }));
}
