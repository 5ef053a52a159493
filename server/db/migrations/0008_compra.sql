CREATE TABLE "compra" (
	"id" serial PRIMARY KEY NOT NULL,
	"folio" integer NOT NULL,
	"folio_proveedor" text,
	"folio_fiscal" text,
	"condicion_pago" text,
	"fecha" date NOT NULL,
	"proveedor_id" integer NOT NULL,
	"observaciones" text,
	"status" text NOT NULL,
	"sub_total" numeric(14, 2) NOT NULL,
	"iva" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"comprobante_id" integer,
	"orden_compra_id" integer,
	"tiene_nota_credito" boolean DEFAULT false NOT NULL,
	"obra_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"busqueda" text DEFAULT '' NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compra_status_check" CHECK ("compra"."status" IN ('creado', 'aplicado'))
);
--> statement-breakpoint
CREATE TABLE "compra_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"compra_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"unidad_medida" text,
	"cantidad_surtida" numeric(14, 4) NOT NULL,
	"precio_unitario" numeric(14, 2) NOT NULL,
	"tasaiva" numeric(5, 4) NOT NULL,
	"importe" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_proveedor_id_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_comprobante_id_documento_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_orden_compra_id_orden_compra_id_fk" FOREIGN KEY ("orden_compra_id") REFERENCES "public"."orden_compra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra" ADD CONSTRAINT "compra_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compra_detalle" ADD CONSTRAINT "compra_detalle_compra_id_compra_id_fk" FOREIGN KEY ("compra_id") REFERENCES "public"."compra"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compra_folio_key" ON "compra" USING btree ("sucursal_id","folio");--> statement-breakpoint
CREATE UNIQUE INDEX "compra_orden_compra_key" ON "compra" USING btree ("orden_compra_id");--> statement-breakpoint
CREATE INDEX "compra_obra_idx" ON "compra" USING btree ("obra_id","fecha");--> statement-breakpoint
CREATE INDEX "compra_busqueda_trgm" ON "compra" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "compra_detalle_compra_idx" ON "compra_detalle" USING btree ("compra_id");