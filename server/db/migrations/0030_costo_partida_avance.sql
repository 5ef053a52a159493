CREATE TABLE "avance_concepto" (
	"id" serial PRIMARY KEY NOT NULL,
	"obra_id" integer NOT NULL,
	"concepto_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"cantidad" numeric(18, 4) NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer,
	CONSTRAINT "avance_concepto_cantidad_check" CHECK ("avance_concepto"."cantidad" >= 0)
);
--> statement-breakpoint
ALTER TABLE "compra_detalle" ADD COLUMN "partida_id" integer;--> statement-breakpoint
ALTER TABLE "gasto" ADD COLUMN "partida_id" integer;--> statement-breakpoint
ALTER TABLE "nomina" ADD COLUMN "partida_id" integer;--> statement-breakpoint
ALTER TABLE "orden_compra_detalle" ADD COLUMN "partida_id" integer;--> statement-breakpoint
ALTER TABLE "presupuesto_partida" ADD COLUMN "nombre" text GENERATED ALWAYS AS (clave || ' ' || descripcion) STORED;--> statement-breakpoint
ALTER TABLE "avance_concepto" ADD CONSTRAINT "avance_concepto_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avance_concepto" ADD CONSTRAINT "avance_concepto_concepto_id_concepto_obra_id_fk" FOREIGN KEY ("concepto_id") REFERENCES "public"."concepto_obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avance_concepto_fecha_key" ON "avance_concepto" USING btree ("concepto_id","fecha");--> statement-breakpoint
CREATE INDEX "avance_concepto_obra_idx" ON "avance_concepto" USING btree ("obra_id","concepto_id","fecha");--> statement-breakpoint
ALTER TABLE "compra_detalle" ADD CONSTRAINT "compra_detalle_partida_id_presupuesto_partida_id_fk" FOREIGN KEY ("partida_id") REFERENCES "public"."presupuesto_partida"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gasto" ADD CONSTRAINT "gasto_partida_id_presupuesto_partida_id_fk" FOREIGN KEY ("partida_id") REFERENCES "public"."presupuesto_partida"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomina" ADD CONSTRAINT "nomina_partida_id_presupuesto_partida_id_fk" FOREIGN KEY ("partida_id") REFERENCES "public"."presupuesto_partida"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_compra_detalle" ADD CONSTRAINT "orden_compra_detalle_partida_id_presupuesto_partida_id_fk" FOREIGN KEY ("partida_id") REFERENCES "public"."presupuesto_partida"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compra_detalle_partida_idx" ON "compra_detalle" USING btree ("partida_id");--> statement-breakpoint
CREATE INDEX "gasto_partida_idx" ON "gasto" USING btree ("partida_id");--> statement-breakpoint
CREATE INDEX "nomina_partida_idx" ON "nomina" USING btree ("partida_id");--> statement-breakpoint
CREATE INDEX "orden_compra_detalle_partida_idx" ON "orden_compra_detalle" USING btree ("partida_id");--> statement-breakpoint
-- A captured avance is audited like any record (migration 0023's bitacora_attach_all).
SELECT bitacora_attach_all();
