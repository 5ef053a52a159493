CREATE TABLE "menu_ofrecido" (
	"link" text PRIMARY KEY NOT NULL,
	"ofrecido" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A database seeded before this table was given the links its menu has (by the seed, migrations
-- 0016 and 0026, or an admin): recorded here, so only declared links it lacks are offered at the
-- next start (server/db/seed/menu.ts). A new database's menu is empty here; the seed records it.
INSERT INTO "menu_ofrecido" ("link") SELECT DISTINCT "link" FROM "menu_item" WHERE "link" IS NOT NULL;
