/** /configura/catalogos/nuevo: a catalog from nothing: a title and its first fields. */
import type { EsquemaAdmin } from './esquema';
import { Disenador } from './Disenador';
import { SoloSuperusuario, usePuedeDisenar } from './SoloSuperusuario';

const VACIO: EsquemaAdmin = { title: '', type: 'object', properties: {} };

export default function CatalogoDisenoCreate() {
  return usePuedeDisenar() ? <Disenador titulo="Nuevo catalogo" nombre="" inicial={VACIO} /> : <SoloSuperusuario />;
}
