CREATE TABLE "idempotencia" (
	"usuario_id" integer NOT NULL,
	"clave" text NOT NULL,
	"peticion" text NOT NULL,
	"huella" text NOT NULL,
	"estado" integer,
	"tipo" text,
	"respuesta" text,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotencia_usuario_id_clave_pk" PRIMARY KEY("usuario_id","clave")
);
--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotencia_creado_idx" ON "idempotencia" USING btree ("creado");--> statement-breakpoint
-- A stored answer is no record: the document it made is audited, the key and its answer stay out
-- of the bitácora (same function as migration 0021 with idempotencia left out).
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
       AND c.relname NOT IN ('bitacora', 'login_intento', 'folio_serie', 'obra_cifras', 'archivo', 'archivo_parte', 'idempotencia')
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
