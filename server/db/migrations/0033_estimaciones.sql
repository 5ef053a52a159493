CREATE TABLE "estimacion" (
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
	"periodo_del" date NOT NULL,
	"periodo_al" date NOT NULL,
	"tipo" text NOT NULL,
	"observaciones" text,
	"importe" numeric(14, 2) NOT NULL,
	"amortizacion" numeric(14, 2) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tasa_iva" integer NOT NULL,
	"iva" numeric(14, 2) NOT NULL,
	"total_retenciones" numeric(14, 2) NOT NULL,
	"total_deducciones" numeric(14, 2) NOT NULL,
	"neto" numeric(14, 2) NOT NULL,
	"autorizado_por" text,
	"autorizado_en" timestamp with time zone,
	"motivo_devolucion" text,
	"factura_id" integer,
	CONSTRAINT "estimacion_status_check" CHECK ("estimacion"."status" IN ('creada', 'enviada', 'autorizada', 'facturada', 'cobrada')),
	CONSTRAINT "estimacion_tipo_check" CHECK ("estimacion"."tipo" IN ('normal', 'extraordinarios', 'finiquito')),
	CONSTRAINT "estimacion_periodo_check" CHECK ("estimacion"."periodo_del" <= "estimacion"."periodo_al"),
	CONSTRAINT "estimacion_amortizacion_check" CHECK (0 <= "estimacion"."amortizacion" AND "estimacion"."amortizacion" <= "estimacion"."importe"),
	CONSTRAINT "estimacion_iva_check" CHECK ("estimacion"."tasa_iva" IN (16, 8))
);
--> statement-breakpoint
CREATE TABLE "estimacion_deduccion" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimacion_id" integer NOT NULL,
	"concepto" text NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	CONSTRAINT "estimacion_deduccion_importe_check" CHECK ("estimacion_deduccion"."importe" > 0)
);
--> statement-breakpoint
CREATE TABLE "estimacion_linea" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimacion_id" integer NOT NULL,
	"concepto_obra_id" integer NOT NULL,
	"clave" text NOT NULL,
	"descripcion" text NOT NULL,
	"unidad" text NOT NULL,
	"cantidad" numeric(18, 4) NOT NULL,
	"precio_unitario" numeric(14, 2) NOT NULL,
	"importe" numeric(16, 2) NOT NULL,
	"contratado" numeric(18, 4) NOT NULL,
	"anterior" numeric(18, 4) NOT NULL,
	"acumulado" numeric(18, 4) NOT NULL,
	"por_estimar" numeric(18, 4) NOT NULL,
	CONSTRAINT "estimacion_linea_cantidad_check" CHECK ("estimacion_linea"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "estimacion_retencion" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimacion_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"base" text NOT NULL,
	"tasa" numeric(7, 4) NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	CONSTRAINT "estimacion_retencion_base_check" CHECK ("estimacion_retencion"."base" IN ('importe', 'subtotal'))
);
--> statement-breakpoint
CREATE TABLE "obra_retencion" (
	"id" serial PRIMARY KEY NOT NULL,
	"obra_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"base" text NOT NULL,
	"tasa" numeric(7, 4) NOT NULL,
	"se_devuelve" boolean,
	CONSTRAINT "obra_retencion_base_check" CHECK ("obra_retencion"."base" IN ('importe', 'subtotal')),
	CONSTRAINT "obra_retencion_tasa_check" CHECK ("obra_retencion"."tasa" > 0 AND "obra_retencion"."tasa" <= 100)
);
--> statement-breakpoint
ALTER TABLE "obra" ADD COLUMN "tasa_iva" integer DEFAULT 16 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimacion" ADD CONSTRAINT "estimacion_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimacion" ADD CONSTRAINT "estimacion_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimacion" ADD CONSTRAINT "estimacion_factura_id_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimacion_deduccion" ADD CONSTRAINT "estimacion_deduccion_estimacion_id_estimacion_id_fk" FOREIGN KEY ("estimacion_id") REFERENCES "public"."estimacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimacion_linea" ADD CONSTRAINT "estimacion_linea_estimacion_id_estimacion_id_fk" FOREIGN KEY ("estimacion_id") REFERENCES "public"."estimacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimacion_linea" ADD CONSTRAINT "estimacion_linea_concepto_obra_id_concepto_obra_id_fk" FOREIGN KEY ("concepto_obra_id") REFERENCES "public"."concepto_obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimacion_retencion" ADD CONSTRAINT "estimacion_retencion_estimacion_id_estimacion_id_fk" FOREIGN KEY ("estimacion_id") REFERENCES "public"."estimacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_retencion" ADD CONSTRAINT "obra_retencion_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimacion_folio_key" ON "estimacion" USING btree ("obra_id","folio");--> statement-breakpoint
CREATE INDEX "estimacion_obra_idx" ON "estimacion" USING btree ("obra_id","fecha","folio","id");--> statement-breakpoint
CREATE INDEX "estimacion_obra_periodo_idx" ON "estimacion" USING btree ("obra_id","periodo_del","periodo_al");--> statement-breakpoint
CREATE UNIQUE INDEX "estimacion_finiquito_key" ON "estimacion" USING btree ("obra_id") WHERE "estimacion"."tipo" = 'finiquito';--> statement-breakpoint
CREATE UNIQUE INDEX "estimacion_factura_key" ON "estimacion" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "estimacion_busqueda_trgm" ON "estimacion" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "estimacion_deduccion_estimacion_idx" ON "estimacion_deduccion" USING btree ("estimacion_id");--> statement-breakpoint
CREATE INDEX "estimacion_linea_estimacion_idx" ON "estimacion_linea" USING btree ("estimacion_id");--> statement-breakpoint
CREATE INDEX "estimacion_linea_concepto_idx" ON "estimacion_linea" USING btree ("concepto_obra_id","estimacion_id");--> statement-breakpoint
CREATE INDEX "estimacion_retencion_estimacion_idx" ON "estimacion_retencion" USING btree ("estimacion_id");--> statement-breakpoint
CREATE INDEX "obra_retencion_obra_idx" ON "obra_retencion" USING btree ("obra_id");--> statement-breakpoint
ALTER TABLE "obra" ADD CONSTRAINT "obra_tasa_iva_check" CHECK ("obra"."tasa_iva" IN (16, 8));