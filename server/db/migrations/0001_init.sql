CREATE TABLE "cliente" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"razon_social" text NOT NULL,
	"direccion" text NOT NULL,
	"rfc" text NOT NULL,
	"telefono" text,
	"correo_electronico" text,
	"nombre_contacto" text,
	"telefono_contacto" text NOT NULL,
	"correo_contacto" text NOT NULL,
	"dias_credito" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(nombre, '') || ' ' || coalesce(direccion, '') || ' ' || coalesce(telefono, '') || ' ' || coalesce(rfc, '')))) STORED,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_intento" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"momento" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"padre_id" integer,
	"seccion" text NOT NULL,
	"nombre" text NOT NULL,
	"link" text,
	"icono" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(nombre, '') || ' ' || coalesce(link, '')))) STORED,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obra" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"cliente_id" integer NOT NULL,
	"costo_total" numeric(14, 2) NOT NULL,
	"anticipo" numeric(14, 2),
	"fecha_anticipo" date,
	"inicio" date NOT NULL,
	"fin" date NOT NULL,
	"metodo_pago" text,
	"insumos" numeric(14, 2) NOT NULL,
	"mano_obra" numeric(14, 2) NOT NULL,
	"indirectos" numeric(14, 2) NOT NULL,
	"utilidad" numeric(14, 2) NOT NULL,
	"terminado" boolean DEFAULT false NOT NULL,
	"sucursal_id" integer NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(nombre, '')))) STORED,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permiso" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"autorizado" boolean DEFAULT false NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sucursal" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text,
	"telefono" text,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"nombres" text NOT NULL,
	"apellidos" text NOT NULL,
	"correo" text NOT NULL,
	"sucursal_id" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(nombres, '') || ' ' || coalesce(apellidos, '') || ' ' || coalesce(correo, '') || ' ' || coalesce(username, '')))) STORED,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cliente" ADD CONSTRAINT "cliente_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item" ADD CONSTRAINT "menu_item_padre_id_menu_item_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."menu_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra" ADD CONSTRAINT "obra_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra" ADD CONSTRAINT "obra_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permiso" ADD CONSTRAINT "permiso_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permiso" ADD CONSTRAINT "permiso_menu_item_id_menu_item_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cliente_sucursal_nombre_idx" ON "cliente" USING btree ("sucursal_id","nombre");--> statement-breakpoint
CREATE INDEX "cliente_busqueda_trgm" ON "cliente" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_intento_lookup_idx" ON "login_intento" USING btree ("username","ip","momento");--> statement-breakpoint
CREATE INDEX "menu_item_seccion_idx" ON "menu_item" USING btree ("seccion","orden");--> statement-breakpoint
CREATE INDEX "menu_item_link_idx" ON "menu_item" USING btree ("link");--> statement-breakpoint
CREATE INDEX "menu_item_busqueda_trgm" ON "menu_item" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "obra_sucursal_nombre_idx" ON "obra" USING btree ("sucursal_id","nombre");--> statement-breakpoint
CREATE INDEX "obra_cliente_idx" ON "obra" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "obra_busqueda_trgm" ON "obra" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "permiso_usuario_menu_key" ON "permiso" USING btree ("usuario_id","menu_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_username_key" ON "usuario" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "usuario_busqueda_trgm" ON "usuario" USING gin ("busqueda" gin_trgm_ops);