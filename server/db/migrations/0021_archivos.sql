CREATE TABLE "archivo" (
	"sha256" text PRIMARY KEY NOT NULL,
	"tamano" integer NOT NULL,
	"partes" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archivo_sha256_check" CHECK ("archivo"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "archivo_partes_check" CHECK ("archivo"."partes" >= 0 AND "archivo"."tamano" >= 0)
);
--> statement-breakpoint
CREATE TABLE "archivo_parte" (
	"sha256" text NOT NULL,
	"n" integer NOT NULL,
	"datos" "bytea" NOT NULL,
	CONSTRAINT "archivo_parte_sha256_n_pk" PRIMARY KEY("sha256","n")
);
--> statement-breakpoint
ALTER TABLE "archivo_parte" ADD CONSTRAINT "archivo_parte_sha256_archivo_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."archivo"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Uploads are PDFs and images, already compressed: their chunks are stored out of line without
-- trying to compress them again.
ALTER TABLE "archivo_parte" ALTER COLUMN "datos" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- A file's bytes are no record: the documento row that names the file is audited, its chunks stay
-- out of the bitácora (same function as migration 0018 with archivo and archivo_parte left out).
CREATE OR REPLACE FUNCTION bitacora_attach_all() RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  tabla text;
BEGIN
  FOR tabla IN
    SELECT c.relname
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public'
       AND c.relkind IN ('r', 'p')
       AND NOT c.relispartition
       AND c.relname NOT IN ('bitacora', 'login_intento', 'folio_serie', 'obra_cifras', 'archivo', 'archivo_parte')
       AND c.relname NOT LIKE '\_\_drizzle%'
       AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'bitacora_auditoria')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER bitacora_auditoria AFTER INSERT OR UPDATE OR DELETE ON public.%I FOR EACH ROW EXECUTE FUNCTION bitacora_registrar()',
      tabla
    );
  END LOOP;
END
$$;
