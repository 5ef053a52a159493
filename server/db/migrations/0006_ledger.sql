CREATE TABLE "abono" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"tipo" text NOT NULL,
	"referencia" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abono_monto_check" CHECK ("abono"."monto" > 0),
	CONSTRAINT "abono_tipo_check" CHECK ("abono"."tipo" IN ('PAGO', 'NOTA_CREDITO'))
);
--> statement-breakpoint
CREATE TABLE "cargo" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo_documento" text NOT NULL,
	"documento_id" integer NOT NULL,
	"folio_documento" integer NOT NULL,
	"fecha" date NOT NULL,
	"proveedor_id" integer NOT NULL,
	"obra_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"saldo" numeric(14, 2) NOT NULL,
	"promesa_pago" date NOT NULL,
	"fecha_pago" date,
	"autorizado" boolean DEFAULT false NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cargo_tipo_documento_check" CHECK ("cargo"."tipo_documento" IN ('COMPRA', 'GASTO')),
	CONSTRAINT "cargo_saldo_check" CHECK (0 <= "cargo"."saldo" AND "cargo"."saldo" <= "cargo"."monto")
);
--> statement-breakpoint
ALTER TABLE "abono" ADD CONSTRAINT "abono_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_proveedor_id_proveedor_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abono_cargo_idx" ON "abono" USING btree ("cargo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_documento_key" ON "cargo" USING btree ("tipo_documento","documento_id");--> statement-breakpoint
CREATE INDEX "cargo_obra_proveedor_idx" ON "cargo" USING btree ("obra_id","proveedor_id");