/**
 * A designed schema as the registry will serve it (schemas/catalog-fields/served.ts), its references to
 * other catalogs naming catalogs that exist; otherwise a 400 with the reason, before anything is
 * stored.
 */
import { CATALOGO_REFERENCIA, referenciasDe } from '../../../schemas/catalog-fields';
import { badRequest } from '../../http-errors';
import { catalogoOf, type Catalogo, type CatalogRegistry } from '../catalogo/registry';
import { messageOf } from '../../thrown';

export const ESQUEMA_INVALIDO = 'El esquema no sirve';

/** The served catalog of a designed schema, or 400 with the reason. */
export async function checked(catalogos: CatalogRegistry, nombre: string, esquema: unknown): Promise<Catalogo> {
  let catalogo: Catalogo;
  try {
    catalogo = catalogoOf(nombre, esquema);
  } catch (error) {
    throw badRequest(ESQUEMA_INVALIDO, [{ field: 'esquema', message: messageOf(error) }]);
  }
  for (const [campo, reference] of Object.entries(referenciasDe(catalogo.schema.properties))) {
    const other = reference.replace(/^catalogos\//, '');
    if (CATALOGO_REFERENCIA.test(reference) && other !== nombre && !(await catalogos.get(other))) {
      throw badRequest(ESQUEMA_INVALIDO, [
        { field: 'esquema', message: `${campo} referencia el catalogo ${other}, que no existe` },
      ]);
    }
  }
  return catalogo;
}
