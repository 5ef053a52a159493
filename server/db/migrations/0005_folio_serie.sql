CREATE TABLE "folio_serie" (
	"tipo" text NOT NULL,
	"sucursal_id" integer NOT NULL,
	"ultimo" integer NOT NULL,
	CONSTRAINT "folio_serie_tipo_sucursal_id_pk" PRIMARY KEY("tipo","sucursal_id")
);
--> statement-breakpoint
ALTER TABLE "folio_serie" ADD CONSTRAINT "folio_serie_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A folio counter is no record: its increments stay out of the bitácora (the document's own row
-- records who saved it). Same function as migration 0003 with folio_serie left out.
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
       AND c.relname NOT IN ('bitacora', 'login_intento', 'folio_serie')
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
