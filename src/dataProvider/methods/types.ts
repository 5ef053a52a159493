/**
 * Request and response types of the data provider's methods, in one place: each is the route
 * contract's generated type (`schemas/generated/api`), named as the screens use it.
 */
import type { EntitySchema, PropertySchema } from '../../../schemas';
import type { MenuItem } from '../../../schemas/generated';
import type {
  AuthAuthenticateReply,
  BitacoraPageReply,
  CatalogoDisenoCreateBody,
  CatalogoDisenoListReply,
  CatalogoDisenoReviewBody,
  CatalogoDisenoReviewReply,
  CatalogoDisenoUpdateBody,
  CatalogoDisenoUpdateParams,
  ConceptoByClasificacionAndNameReply,
  MenuNode,
  ObraAvanceReply,
  ObraByNameReply,
  ObraResumenReply,
  UsuarioOpcionesMenuReply,
} from '../../../schemas/generated/api';
import type { SessionUser } from '../../providers/session';

export type { Usuario } from '../../../schemas/generated';
export type { EntitySchema } from '../../../schemas';
export type { SessionUser } from '../../providers/session';

/** A record as the server answers it once stored: with its id. */
export type Stored<Entity> = Entity & { id: number };

/** `{id, nombre}`: what every autocomplete and lookup endpoint answers per option. */
export interface Named {
  id: number;
  nombre: string;
}

export interface Credentials {
  username: string;
  password: string;
}

export type Token = AuthAuthenticateReply;

/** GET /api/usuario/me: the session user without the token. */
export type Me = Omit<SessionUser, 'token'>;

/** GET /api/usuario/opciones-menu, per authorized menu item. */
export type MenuOption = UsuarioOpcionesMenuReply[number];

/** GET /api/menu-item/menu/{seccion}: the user's authorized tree. */
export type ServerMenuItem = MenuNode;

export type Seccion = MenuItem['seccion'];

/** GET /api/menu-item/list-by-name, per item. */
export type MenuItemOption = Named & Partial<Pick<MenuItem, 'seccion' | 'link'>>;

/** GET /api/obra/byName, per obra. */
export type ObraOption = ObraByNameReply[number];

/** GET /api/obra/avance, per obra: progress in percent. */
export type ObraAvance = ObraAvanceReply[number];

/** GET /api/obra/{idObra}/resumen: the obra, its budget per line against what was spent, invoiced and collected. */
export type ResumenObra = ObraResumenReply;

/** GET /api/usuario/buscarPorNombre, per user. */
export interface UsuarioOption {
  id: number;
  username: string;
  nombres: string;
  apellidos: string;
}

/** POST /api/usuario/password; `passwordActual` only for one's own password. */
export interface PasswordChange {
  idUsuario: number | string;
  password: string;
  passwordActual?: string;
}

/** GET /api/bitacora, per entry; `momento` is ISO-8601 UTC. */
export type EntradaBitacora = BitacoraPageReply['content'][number];

/** A concepto of clasificación 'Producto', as the lines' product picker finds it. */
export type Producto = ConceptoByClasificacionAndNameReply[number];

/**
 * The admin's JSON Schema of a catalog (schemas/catalogos/README.md) as written, not as served;
 * the designer's routes carry it as any object (schemas/api/catalogo-diseno.ts).
 */
export interface EsquemaAdmin {
  title?: string;
  description?: string;
  type?: string;
  required?: string[];
  properties?: Record<string, PropertySchema>;
  'x-resource'?: { label?: string; list?: { columns?: string[] }; recordRepresentation?: string; key?: string };
  [key: string]: unknown;
}

/** The designer's bodies and answers (schemas/api/catalogo-diseno.ts), with the admin's schema typed for its screens. */
type ConEsquema<T> = Omit<T, 'esquema'> & { esquema: EsquemaAdmin };

/** GET /api/configura/catalogos, per catalog: the admin's schema, its version and its records (all sucursales). */
export type CatalogoDiseno = ConEsquema<CatalogoDisenoListReply[number]>;
/** POST /api/configura/catalogos/revision: a schema checked without saving it. */
export type RevisionCatalogo = ConEsquema<CatalogoDisenoReviewBody>;
/** What a change does to the stored records, per field. */
export type CambioCatalogo = CatalogoDisenoReviewReply['cambios'][number];
/** The revision's answer: the schema as it would be served, and what the change does to the records. */
export type CatalogoRevisado = Omit<CatalogoDisenoReviewReply, 'servido'> & { servido: EntitySchema };
/** POST /api/configura/catalogos. */
export type CatalogoNuevo = ConEsquema<CatalogoDisenoCreateBody>;
/** PUT /api/configura/catalogos/{nombre}: the version read, and values for the records a change would leave invalid. */
export type CatalogoCambiado = ConEsquema<CatalogoDisenoUpdateBody> & CatalogoDisenoUpdateParams;
