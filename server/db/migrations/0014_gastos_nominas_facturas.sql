CREATE TABLE "factura" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"comprobante_id" integer,
	"obra_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"busqueda" text DEFAULT '' NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer,
	"folio" integer NOT NULL,
	"fecha" date NOT NULL,
	"promesa_pago" date NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"saldo" numeric(14, 2) NOT NULL,
	"cliente_id" integer NOT NULL,
	CONSTRAINT "factura_status_check" CHECK ("factura"."status" IN ('creado')),
	CONSTRAINT "factura_total_check" CHECK ("factura"."total" > 0),
	CONSTRAINT "factura_saldo_check" CHECK (0 <= "factura"."saldo" AND "factura"."saldo" <= "factura"."total")
);
--> statement-breakpoint
CREATE TABLE "gasto" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"comprobante_id" integer,
	"obra_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"busqueda" text DEFAULT '' NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer,
	"folio" integer NOT NULL,
	"fecha" date NOT NULL,
	"forma_pago" text NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"proveedor_id" integer NOT NULL,
	"descripcion" text,
	CONSTRAINT "gasto_status_check" CHECK ("gasto"."status" IN ('creado', 'aplicado')),
	CONSTRAINT "gasto_forma_pago_check" CHECK ("gasto"."forma_pago" IN ('Cheque', 'Efectivo', 'Transferencia', 'NotaCredito', 'PorDefinir')),
	CONSTRAINT "gasto_total_check" CHECK ("gasto"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "ingreso" (
	"id" serial PRIMARY KEY NOT NULL,
	"factura_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"forma_pago" text,
	"referencia" text,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"creado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer,
	CONSTRAINT "ingreso_monto_check" CHECK ("ingreso"."monto" > 0),
	CONSTRAINT "ingreso_forma_pago_check" CHECK ("ingreso"."forma_pago" IS NULL OR "ingreso"."forma_pago" IN ('Cheque', 'Efectivo', 'Transferencia', 'NotaCredito', 'PorDefinir'))
);
--> statement-breakpoint
CREATE TABLE "nomina" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"comprobante_id" integer,
	"obra_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"busqueda" text DEFAULT '' NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer,
	"folio" integer NOT NULL,
	"semana" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"nota" text,
	CONSTRAINT "nomina_status_check" CHECK ("nomina"."status" IN ('creado')),
	CONSTRAINT "nomina_semana_check" CHECK ("nomina"."semana" BETWEEN 1 AND 999),
	CONSTRAINT "nomina_total_check" CHECK ("nomina"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_comprobante_id_documento_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gasto" ADD CONSTRAINT "gasto_comprobante_id_documento_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gasto" ADD CONSTRAINT "gasto_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gasto" ADD CONSTRAINT "gasto_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gasto" ADD CONSTRAINT "gasto_proveedor_id_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingreso" ADD CONSTRAINT "ingreso_factura_id_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomina" ADD CONSTRAINT "nomina_comprobante_id_documento_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomina" ADD CONSTRAINT "nomina_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomina" ADD CONSTRAINT "nomina_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factura_folio_idx" ON "factura" USING btree ("sucursal_id","folio");--> statement-breakpoint
CREATE INDEX "factura_obra_idx" ON "factura" USING btree ("obra_id","fecha");--> statement-breakpoint
CREATE INDEX "factura_obra_cliente_idx" ON "factura" USING btree ("obra_id","cliente_id");--> statement-breakpoint
CREATE INDEX "factura_cliente_saldo_idx" ON "factura" USING btree ("cliente_id","promesa_pago") WHERE "factura"."saldo" > 0;--> statement-breakpoint
CREATE INDEX "factura_busqueda_trgm" ON "factura" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gasto_folio_idx" ON "gasto" USING btree ("sucursal_id","folio");--> statement-breakpoint
CREATE INDEX "gasto_obra_idx" ON "gasto" USING btree ("obra_id","fecha");--> statement-breakpoint
CREATE INDEX "gasto_busqueda_trgm" ON "gasto" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ingreso_factura_idx" ON "ingreso" USING btree ("factura_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nomina_folio_key" ON "nomina" USING btree ("sucursal_id","folio");--> statement-breakpoint
CREATE UNIQUE INDEX "nomina_obra_semana_key" ON "nomina" USING btree ("obra_id","semana");--> statement-breakpoint
CREATE INDEX "nomina_busqueda_trgm" ON "nomina" USING gin ("busqueda" gin_trgm_ops);