-- Audit trail (docs/domain.md, bitácora): one generic row trigger writes every change of a business
-- table to bitacora, in the same transaction, with the user the server set in app.usuario_id.
-- Values that are noise (search text, timestamps) are left out; secrets are masked, never stored.
CREATE OR REPLACE FUNCTION bitacora_limpiar(fila jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT CASE
      WHEN fila ? 'password_hash' AND fila->'password_hash' <> 'null'::jsonb
        THEN jsonb_set(fila - ARRAY['busqueda', 'creado', 'actualizado'], '{password_hash}', '"********"')
      ELSE fila - ARRAY['busqueda', 'creado', 'actualizado']
    END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bitacora_registrar() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  usuario integer := nullif(current_setting('app.usuario_id', true), '')::integer;
  viejo jsonb;
  nuevo jsonb;
  antes jsonb;
  despues jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    nuevo := to_jsonb(NEW);
    INSERT INTO bitacora (usuario_id, tabla, registro_id, accion, despues)
      VALUES (usuario, TG_TABLE_NAME, nuevo->>'id', TG_OP, bitacora_limpiar(nuevo));
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    viejo := to_jsonb(OLD);
    INSERT INTO bitacora (usuario_id, tabla, registro_id, accion, antes)
      VALUES (usuario, TG_TABLE_NAME, viejo->>'id', TG_OP, bitacora_limpiar(viejo));
    RETURN NULL;
  END IF;
  viejo := to_jsonb(OLD) - ARRAY['busqueda', 'creado', 'actualizado'];
  nuevo := to_jsonb(NEW) - ARRAY['busqueda', 'creado', 'actualizado'];
  -- Only the fields that changed, before and after.
  SELECT jsonb_object_agg(v.key, v.value), jsonb_object_agg(v.key, nuevo->v.key)
    INTO antes, despues
    FROM jsonb_each(viejo) AS v
    WHERE nuevo->v.key IS DISTINCT FROM v.value;
  IF antes IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO bitacora (usuario_id, tabla, registro_id, accion, antes, despues)
    VALUES (usuario, TG_TABLE_NAME, nuevo->>'id', TG_OP, bitacora_limpiar(antes), bitacora_limpiar(despues));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Attaches the trigger to every table of the public schema that lacks it, so tables of later
-- migrations are covered without code: the server calls this after migrating.
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
       AND c.relname NOT IN ('bitacora', 'login_intento')
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
--> statement-breakpoint
SELECT bitacora_attach_all();
