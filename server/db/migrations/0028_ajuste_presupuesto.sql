CREATE TABLE "ajuste_presupuesto" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"obra_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"busqueda" text DEFAULT '' NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer,
	"folio" integer NOT NULL,
	"fecha" date NOT NULL,
	"tipo" text NOT NULL,
	"concepto_obra_id" integer,
	"partida_id" integer,
	"clave" text NOT NULL,
	"descripcion" text NOT NULL,
	"unidad" text NOT NULL,
	"cantidad" numeric(18, 4) NOT NULL,
	"precio_unitario" numeric(14, 2) NOT NULL,
	"importe" numeric(16, 2) NOT NULL,
	"justificacion" text NOT NULL,
	CONSTRAINT "ajuste_presupuesto_status_check" CHECK ("ajuste_presupuesto"."status" IN ('capturado', 'autorizado', 'rechazado')),
	CONSTRAINT "ajuste_presupuesto_tipo_check" CHECK ("ajuste_presupuesto"."tipo" IN ('volumen', 'extraordinario')),
	CONSTRAINT "ajuste_presupuesto_precio_check" CHECK ("ajuste_presupuesto"."precio_unitario" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ajuste_presupuesto" ADD CONSTRAINT "ajuste_presupuesto_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ajuste_presupuesto" ADD CONSTRAINT "ajuste_presupuesto_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ajuste_presupuesto" ADD CONSTRAINT "ajuste_presupuesto_concepto_obra_id_concepto_obra_id_fk" FOREIGN KEY ("concepto_obra_id") REFERENCES "public"."concepto_obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ajuste_presupuesto" ADD CONSTRAINT "ajuste_presupuesto_partida_id_presupuesto_partida_id_fk" FOREIGN KEY ("partida_id") REFERENCES "public"."presupuesto_partida"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ajuste_presupuesto_folio_key" ON "ajuste_presupuesto" USING btree ("sucursal_id","folio");--> statement-breakpoint
CREATE INDEX "ajuste_presupuesto_obra_idx" ON "ajuste_presupuesto" USING btree ("obra_id","fecha");--> statement-breakpoint
CREATE INDEX "ajuste_presupuesto_concepto_idx" ON "ajuste_presupuesto" USING btree ("concepto_obra_id","status");--> statement-breakpoint
CREATE INDEX "ajuste_presupuesto_busqueda_trgm" ON "ajuste_presupuesto" USING gin ("busqueda" gin_trgm_ops);