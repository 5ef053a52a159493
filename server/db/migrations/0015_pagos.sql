CREATE TABLE "pago" (
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
	"forma_pago" text NOT NULL,
	"proveedor_id" integer NOT NULL,
	"descripcion" text,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "pago_status_check" CHECK ("pago"."status" IN ('pagado')),
	CONSTRAINT "pago_forma_pago_check" CHECK ("pago"."forma_pago" IN ('Cheque', 'Efectivo', 'Transferencia', 'NotaCredito', 'PorDefinir')),
	CONSTRAINT "pago_total_check" CHECK ("pago"."total" > 0)
);
--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_proveedor_id_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pago_folio_key" ON "pago" USING btree ("sucursal_id","folio");--> statement-breakpoint
CREATE INDEX "pago_obra_idx" ON "pago" USING btree ("obra_id","fecha");--> statement-breakpoint
CREATE INDEX "pago_busqueda_trgm" ON "pago" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "abono_referencia_idx" ON "abono" USING btree ("tipo","referencia");--> statement-breakpoint
CREATE INDEX "cargo_obra_por_pagar_idx" ON "cargo" USING btree ("obra_id","autorizado","fecha_pago","promesa_pago") WHERE "cargo"."saldo" > 0;