CREATE TABLE "catalogo_esquema" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"esquema" json NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer,
	CONSTRAINT "catalogo_esquema_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
-- A designed catalog's change is audited like any record (migration 0021's bitacora_attach_all).
SELECT bitacora_attach_all();
--> statement-breakpoint
-- Every instance reloads its catalogs when one changes (server/modules/catalogo/registry.ts), on the
-- channel the access guard already listens to (migration 0012).
CREATE TRIGGER catalogo_esquema_acceso AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogo_esquema
  FOR EACH STATEMENT EXECUTE FUNCTION acceso_cambiado();
--> statement-breakpoint
-- The designer's entry under Configuracion in a database seeded before it existed (a new database
-- gets it from the seed, which finds this table empty), for the admins.
INSERT INTO "menu_item" ("seccion", "nombre", "link", "icono", "orden", "padre_id")
SELECT padre."seccion", 'Catalogos', '/configura/catalogos', 'Category',
  (SELECT coalesce(max(hermano."orden"), -1) + 1 FROM "menu_item" hermano WHERE hermano."padre_id" = padre."id"),
  padre."id"
FROM "menu_item" padre
WHERE padre."nombre" = 'Configuracion' AND padre."link" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "menu_item" WHERE "link" = '/configura/catalogos')
ORDER BY padre."id"
LIMIT 1;
--> statement-breakpoint
INSERT INTO "permiso" ("usuario_id", "menu_item_id", "autorizado")
SELECT u."id", m."id", true
FROM "usuario" u, "menu_item" m
WHERE m."link" = '/configura/catalogos' AND u."role" IN ('ROLE_ADMIN', 'ROLE_SUPERUSER')
ON CONFLICT ("usuario_id", "menu_item_id") DO NOTHING;
