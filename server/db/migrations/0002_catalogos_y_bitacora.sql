CREATE TABLE "bitacora" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"momento" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"tabla" text NOT NULL,
	"registro_id" text,
	"accion" text NOT NULL,
	"antes" jsonb,
	"despues" jsonb,
	"detalle" text
);
--> statement-breakpoint
CREATE TABLE "catalogo_registro" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalogo" text NOT NULL,
	"datos" jsonb NOT NULL,
	"busqueda" text DEFAULT '' NOT NULL,
	"sucursal_id" integer,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clasificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "clasificacion_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "concepto" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"clasificacion_id" integer,
	"sub_clasificacion_id" integer,
	"unidad_medida_id" integer,
	"precio_unitario" numeric(14, 2),
	"busqueda" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(nombre, '') || ' ' || coalesce(descripcion, '')))) STORED,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"tamano" integer NOT NULL,
	"modulo" text NOT NULL,
	"sucursal_id" integer,
	"creado_por" integer,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empleado" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text NOT NULL,
	"nacimiento" date NOT NULL,
	"telefono" text NOT NULL,
	"correo" text NOT NULL,
	"nss" text NOT NULL,
	"rfc" text NOT NULL,
	"curp" text NOT NULL,
	"alta" date NOT NULL,
	"baja" date,
	"puesto" text NOT NULL,
	"foto_id" integer,
	"sueldo_imss" numeric(14, 2),
	"descuento_infonavit" numeric(14, 2),
	"motivo_baja" text,
	"sucursal_id" integer NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(nombre, '') || ' ' || coalesce(telefono, '') || ' ' || coalesce(correo, '') || ' ' || coalesce(puesto, '')))) STORED,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proveedor" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text NOT NULL,
	"rfc" text NOT NULL,
	"telefono" text NOT NULL,
	"correo" text NOT NULL,
	"nombre_contacto" text,
	"telefono_contacto" text,
	"correo_contacto" text,
	"es_credito" boolean DEFAULT false NOT NULL,
	"dias_credito" integer,
	"busqueda" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(nombre, '') || ' ' || coalesce(direccion, '') || ' ' || coalesce(telefono, '') || ' ' || coalesce(correo, '') || ' ' || coalesce(rfc, '')))) STORED,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subclasificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"clasificacion_id" integer NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidad_medida" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "unidad_medida_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
ALTER TABLE "sucursal" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(nombre, '')))) STORED;--> statement-breakpoint
ALTER TABLE "catalogo_registro" ADD CONSTRAINT "catalogo_registro_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepto" ADD CONSTRAINT "concepto_clasificacion_id_clasificacion_id_fk" FOREIGN KEY ("clasificacion_id") REFERENCES "public"."clasificacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepto" ADD CONSTRAINT "concepto_sub_clasificacion_id_subclasificacion_id_fk" FOREIGN KEY ("sub_clasificacion_id") REFERENCES "public"."subclasificacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepto" ADD CONSTRAINT "concepto_unidad_medida_id_unidad_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidad_medida"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento" ADD CONSTRAINT "documento_creado_por_usuario_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleado" ADD CONSTRAINT "empleado_foto_id_documento_id_fk" FOREIGN KEY ("foto_id") REFERENCES "public"."documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empleado" ADD CONSTRAINT "empleado_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subclasificacion" ADD CONSTRAINT "subclasificacion_clasificacion_id_clasificacion_id_fk" FOREIGN KEY ("clasificacion_id") REFERENCES "public"."clasificacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bitacora_registro_idx" ON "bitacora" USING btree ("tabla","registro_id","momento");--> statement-breakpoint
CREATE INDEX "catalogo_registro_catalogo_idx" ON "catalogo_registro" USING btree ("catalogo","id");--> statement-breakpoint
CREATE INDEX "catalogo_registro_busqueda_trgm" ON "catalogo_registro" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "concepto_clasificacion_nombre_idx" ON "concepto" USING btree ("clasificacion_id","nombre");--> statement-breakpoint
CREATE INDEX "concepto_busqueda_trgm" ON "concepto" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documento_sha256_idx" ON "documento" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "empleado_sucursal_nombre_idx" ON "empleado" USING btree ("sucursal_id","nombre");--> statement-breakpoint
CREATE INDEX "empleado_busqueda_trgm" ON "empleado" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proveedor_nombre_idx" ON "proveedor" USING btree ("nombre");--> statement-breakpoint
CREATE INDEX "proveedor_busqueda_trgm" ON "proveedor" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "subclasificacion_nombre_key" ON "subclasificacion" USING btree ("clasificacion_id","nombre");--> statement-breakpoint
CREATE INDEX "sucursal_busqueda_trgm" ON "sucursal" USING gin ("busqueda" gin_trgm_ops);