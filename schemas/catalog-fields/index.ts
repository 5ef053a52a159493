/**
 * The field kinds of an admin-defined catalog, as the designer (`/configura/catalogos`) offers them,
 * and the one mapping between a designer field and its JSON Schema property. The stored thing is
 * always the JSON Schema (schemas/catalogos/README.md); the designer's form is read from it with
 * `campoDe` and written back with `propiedadDe`, so a field has no second description. A property
 * the form cannot show (an x-check, a pattern) is still a valid catalog: it is edited as JSON.
 */
export * from './kinds';
export { propiedadDe } from './write';
export { archivosDe, campoDe, referenciasDe, tipoDe } from './read';
