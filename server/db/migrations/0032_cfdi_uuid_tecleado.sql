ALTER TABLE "cfdi" ALTER COLUMN "tipo_comprobante" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cfdi" ALTER COLUMN "emisor_rfc" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cfdi" ALTER COLUMN "receptor_rfc" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cfdi" ALTER COLUMN "total" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cfdi" ALTER COLUMN "fecha" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cfdi" ALTER COLUMN "xml_id" DROP NOT NULL;--> statement-breakpoint
-- The UUIDs typed on compras before they were registered: the first compra to type one keeps it.
INSERT INTO "cfdi" ("uuid", "tabla", "registro_id", "folio", "sucursal_id")
SELECT upper("folio_fiscal"), 'compra', "id", "folio"::text, "sucursal_id" FROM "compra"
WHERE "folio_fiscal" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
ORDER BY "id"
ON CONFLICT ("uuid") DO NOTHING;
