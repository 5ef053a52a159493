CREATE TABLE "orden_compra" (
	"id" serial PRIMARY KEY NOT NULL,
	"folio" integer NOT NULL,
	"fecha" date NOT NULL,
	"preautorizada" boolean DEFAULT false NOT NULL,
	"proveedor_id" integer NOT NULL,
	"condicion" text,
	"observaciones" text,
	"status" text NOT NULL,
	"sub_total" numeric(14, 2) NOT NULL,
	"iva" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"obra_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"busqueda" text DEFAULT '' NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orden_compra_status_check" CHECK ("orden_compra"."status" IN ('creado', 'autorizado', 'cancelado'))
);
--> statement-breakpoint
CREATE TABLE "orden_compra_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden_compra_id" integer NOT NULL,
	"concepto_id" integer,
	"descripcion" text NOT NULL,
	"unidad_medida" text,
	"cantidad" numeric(14, 4) NOT NULL,
	"precio_unitario" numeric(14, 2) NOT NULL,
	"tasaiva" numeric(5, 4) NOT NULL,
	"importe" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sucursal" ADD COLUMN "limite_usuario" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "sucursal" ADD COLUMN "limite_asistente" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "sucursal" ADD COLUMN "limite_admin" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orden_compra" ADD CONSTRAINT "orden_compra_proveedor_id_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_compra" ADD CONSTRAINT "orden_compra_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_compra" ADD CONSTRAINT "orden_compra_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_compra_detalle" ADD CONSTRAINT "orden_compra_detalle_orden_compra_id_orden_compra_id_fk" FOREIGN KEY ("orden_compra_id") REFERENCES "public"."orden_compra"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_compra_detalle" ADD CONSTRAINT "orden_compra_detalle_concepto_id_concepto_id_fk" FOREIGN KEY ("concepto_id") REFERENCES "public"."concepto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orden_compra_folio_key" ON "orden_compra" USING btree ("sucursal_id","folio");--> statement-breakpoint
CREATE INDEX "orden_compra_obra_idx" ON "orden_compra" USING btree ("obra_id","fecha");--> statement-breakpoint
CREATE INDEX "orden_compra_busqueda_trgm" ON "orden_compra" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orden_compra_detalle_orden_idx" ON "orden_compra_detalle" USING btree ("orden_compra_id");