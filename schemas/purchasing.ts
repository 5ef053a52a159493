/**
 * The purchasing documents' own refusals (docs/domain.md), beyond what their `x-lifecycle`
 * declares: shared by the server's 409s and the mocks, so the two cannot drift.
 */
export const compraYaGenerada = (folioOrden: number, folioCompra: number) =>
  `La orden de compra #${folioOrden} ya tiene la compra #${folioCompra}..`;

export const compraConNota = (folio: number) => `La compra #${folio} ya tiene nota de credito..`;
