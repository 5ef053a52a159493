CREATE TABLE "nota_credito" (
	"id" serial PRIMARY KEY NOT NULL,
	"folio" integer NOT NULL,
	"folio_proveedor" text NOT NULL,
	"compra_id" integer NOT NULL,
	"folio_compra" integer NOT NULL,
	"fecha" date NOT NULL,
	"proveedor_id" integer NOT NULL,
	"observaciones" text,
	"status" text NOT NULL,
	"sub_total" numeric(14, 2) NOT NULL,
	"iva" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"comprobante_id" integer,
	"obra_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"busqueda" text DEFAULT '' NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nota_credito_status_check" CHECK ("nota_credito"."status" IN ('creado', 'aplicado'))
);
--> statement-breakpoint
CREATE TABLE "nota_credito_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"nota_credito_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"unidad_medida" text,
	"cantidad_surtida" numeric(14, 4) NOT NULL,
	"precio_unitario" numeric(14, 2) NOT NULL,
	"tasaiva" numeric(5, 4) NOT NULL,
	"importe" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_compra_id_compra_id_fk" FOREIGN KEY ("compra_id") REFERENCES "public"."compra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_proveedor_id_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_comprobante_id_documento_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD CONSTRAINT "nota_credito_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito_detalle" ADD CONSTRAINT "nota_credito_detalle_nota_credito_id_nota_credito_id_fk" FOREIGN KEY ("nota_credito_id") REFERENCES "public"."nota_credito"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nota_credito_folio_key" ON "nota_credito" USING btree ("sucursal_id","folio");--> statement-breakpoint
CREATE UNIQUE INDEX "nota_credito_compra_key" ON "nota_credito" USING btree ("compra_id");--> statement-breakpoint
CREATE INDEX "nota_credito_obra_idx" ON "nota_credito" USING btree ("obra_id","fecha");--> statement-breakpoint
CREATE INDEX "nota_credito_busqueda_trgm" ON "nota_credito" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nota_credito_detalle_nota_idx" ON "nota_credito_detalle" USING btree ("nota_credito_id");