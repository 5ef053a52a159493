CREATE TABLE "concepto_obra" (
	"id" serial PRIMARY KEY NOT NULL,
	"obra_id" integer NOT NULL,
	"partida_id" integer,
	"orden" integer NOT NULL,
	"clave" text NOT NULL,
	"descripcion" text NOT NULL,
	"unidad" text NOT NULL,
	"cantidad" numeric(18, 4) NOT NULL,
	"precio_unitario" numeric(14, 2) NOT NULL,
	"importe" numeric(16, 2) NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(clave, '') || ' ' || coalesce(descripcion, '')))) STORED,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer,
	CONSTRAINT "concepto_obra_cantidad_check" CHECK ("concepto_obra"."cantidad" >= 0),
	CONSTRAINT "concepto_obra_precio_check" CHECK ("concepto_obra"."precio_unitario" >= 0)
);
--> statement-breakpoint
CREATE TABLE "presupuesto_partida" (
	"id" serial PRIMARY KEY NOT NULL,
	"obra_id" integer NOT NULL,
	"padre_id" integer,
	"nivel" smallint NOT NULL,
	"orden" integer NOT NULL,
	"clave" text NOT NULL,
	"descripcion" text NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer,
	CONSTRAINT "presupuesto_partida_nivel_check" CHECK ("presupuesto_partida"."nivel" BETWEEN 1 AND 3)
);
--> statement-breakpoint
ALTER TABLE "concepto_obra" ADD CONSTRAINT "concepto_obra_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepto_obra" ADD CONSTRAINT "concepto_obra_partida_id_presupuesto_partida_id_fk" FOREIGN KEY ("partida_id") REFERENCES "public"."presupuesto_partida"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presupuesto_partida" ADD CONSTRAINT "presupuesto_partida_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presupuesto_partida" ADD CONSTRAINT "presupuesto_partida_padre_id_presupuesto_partida_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."presupuesto_partida"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "concepto_obra_clave_key" ON "concepto_obra" USING btree ("obra_id","clave");--> statement-breakpoint
CREATE UNIQUE INDEX "concepto_obra_orden_key" ON "concepto_obra" USING btree ("obra_id","orden");--> statement-breakpoint
CREATE INDEX "concepto_obra_partida_idx" ON "concepto_obra" USING btree ("obra_id","partida_id","orden","importe");--> statement-breakpoint
CREATE INDEX "concepto_obra_busqueda_trgm" ON "concepto_obra" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "presupuesto_partida_orden_key" ON "presupuesto_partida" USING btree ("obra_id","orden");--> statement-breakpoint
CREATE INDEX "presupuesto_partida_padre_idx" ON "presupuesto_partida" USING btree ("padre_id");--> statement-breakpoint
-- The 'Presupuesto' entry of the obra section in a database seeded before it existed, right after
-- 'Cobros' as the seed places it (schemas/concepto-obra.schema.json's menuEntry). A new database
-- gets it from the seed, which runs after the migrations and finds this table empty, so there this
-- does nothing; neither does it where an admin already added the link in /configura/menu.
UPDATE "menu_item" hermano SET "orden" = hermano."orden" + 1
FROM "menu_item" cobros
WHERE cobros."link" = '/cobro'
  AND hermano."seccion" = cobros."seccion"
  AND hermano."padre_id" IS NOT DISTINCT FROM cobros."padre_id"
  AND hermano."orden" > cobros."orden"
  AND NOT EXISTS (SELECT 1 FROM "menu_item" WHERE "link" = '/presupuesto');
--> statement-breakpoint
INSERT INTO "menu_item" ("seccion", "nombre", "link", "icono", "orden", "padre_id")
SELECT cobros."seccion", 'Presupuesto', '/presupuesto', 'ListAlt', cobros."orden" + 1, cobros."padre_id"
FROM "menu_item" cobros
WHERE cobros."link" = '/cobro'
  AND NOT EXISTS (SELECT 1 FROM "menu_item" WHERE "link" = '/presupuesto')
ORDER BY cobros."id"
LIMIT 1;
--> statement-breakpoint
-- A permiso for every user who has one for the obra's Resumen, authorized as theirs is: whoever
-- reads an obra's numbers may read its presupuesto.
INSERT INTO "permiso" ("usuario_id", "menu_item_id", "autorizado")
SELECT p."usuario_id", nuevo."id", bool_or(p."autorizado")
FROM "menu_item" nuevo
JOIN "menu_item" resumen ON resumen."link" = '/obras/resumen'
JOIN "permiso" p ON p."menu_item_id" = resumen."id"
WHERE nuevo."link" = '/presupuesto'
GROUP BY p."usuario_id", nuevo."id"
ON CONFLICT ("usuario_id", "menu_item_id") DO NOTHING;
