CREATE TABLE "cfdi" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"tipo_comprobante" text NOT NULL,
	"emisor_rfc" text NOT NULL,
	"receptor_rfc" text NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"fecha" date NOT NULL,
	"tabla" text NOT NULL,
	"registro_id" integer NOT NULL,
	"folio" integer NOT NULL,
	"xml_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "factura" ADD COLUMN "folio_fiscal" text;--> statement-breakpoint
ALTER TABLE "gasto" ADD COLUMN "folio_fiscal" text;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD COLUMN "folio_fiscal" text;--> statement-breakpoint
ALTER TABLE "sucursal" ADD COLUMN "rfc" text;--> statement-breakpoint
ALTER TABLE "cfdi" ADD CONSTRAINT "cfdi_xml_id_documento_id_fk" FOREIGN KEY ("xml_id") REFERENCES "public"."documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cfdi" ADD CONSTRAINT "cfdi_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cfdi_uuid_key" ON "cfdi" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "cfdi_registro_idx" ON "cfdi" USING btree ("tabla","registro_id");--> statement-breakpoint
CREATE INDEX "cliente_rfc_idx" ON "cliente" USING btree ("rfc");--> statement-breakpoint
CREATE INDEX "proveedor_rfc_idx" ON "proveedor" USING btree ("rfc");