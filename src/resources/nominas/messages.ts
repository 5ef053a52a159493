/** The nómina's texts (docs/product.md §8 has none of its own: worded as the compra's). */
export const NOMINA_CREADA = (folio: unknown) => `Nomina creada con folio #${String(folio)}`;
export const NOMINA_ACTUALIZADA = (folio: unknown) => `Nomina actualizada #${String(folio)}`;
/** Server-owned properties of a nómina the editor shows. */
export const SHOWN = ['folio'] as const;
