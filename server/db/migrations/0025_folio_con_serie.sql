-- A factura's folio is its CFDI's Serie and Folio as typed ('A-555'), so text, as is the folio the
-- CFDI registry names its document by; the numbers stored read as the same digits. The repeated-folio
-- check (server/domain/repeated-folio.ts) looks folios up by their key, upper case without dashes:
-- a factura's company-wide, a folio de proveedor within its proveedor's compras.
DROP INDEX "factura_folio_idx";--> statement-breakpoint
ALTER TABLE "cfdi" ALTER COLUMN "folio" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "factura" ALTER COLUMN "folio" SET DATA TYPE text;--> statement-breakpoint
CREATE INDEX "compra_folio_proveedor_idx" ON "compra" USING btree ("proveedor_id",upper(replace("folio_proveedor", '-', '')));--> statement-breakpoint
CREATE INDEX "factura_folio_clave_idx" ON "factura" USING btree (upper(replace("folio", '-', '')));
