/**
 * Who may pick from the proveedores and productos lookups: their own catalog's users, and the users
 * of the purchasing documents that choose a proveedor and products, who get only what the picker
 * reads (server/auth/lookup-view.ts, docs/decisions.md).
 */
export const PURCHASING_MENUS = ['/orden-compra', '/compra', '/nota-credito'] as const;

export const pickerAccess = (catalogMenu: string) => ({ access: { menu: [catalogMenu, ...PURCHASING_MENUS] } });
