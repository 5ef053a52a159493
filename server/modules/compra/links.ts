/**
 * Who reads the Historial de Compras: holders of its own permiso, and of Compras, whose list already
 * shows them every compra of the obra (docs/decisions.md).
 */
export const HISTORIAL_ACCESS = ['/compras/historial', '/compra'] as const;
