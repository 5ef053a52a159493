ALTER TABLE "cargo" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "catalogo_registro" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "compra" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "concepto" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "empleado" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "menu_item" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "nota_credito" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "obra" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "orden_compra" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "permiso" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "proveedor" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "sucursal" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "actualizado_por" integer DEFAULT nullif(current_setting('app.usuario_id', true), '')::integer;--> statement-breakpoint
-- Who last changed a record is a stamp like actualizado, not a change: it stays out of the
-- bitácora. Same functions as migration 0003 with actualizado_por left out.
CREATE OR REPLACE FUNCTION bitacora_limpiar(fila jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT CASE
      WHEN fila ? 'password_hash' AND fila->'password_hash' <> 'null'::jsonb
        THEN jsonb_set(fila - ARRAY['busqueda', 'creado', 'actualizado', 'actualizado_por'], '{password_hash}', '"********"')
      ELSE fila - ARRAY['busqueda', 'creado', 'actualizado', 'actualizado_por']
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
  viejo := to_jsonb(OLD) - ARRAY['busqueda', 'creado', 'actualizado', 'actualizado_por'];
  nuevo := to_jsonb(NEW) - ARRAY['busqueda', 'creado', 'actualizado', 'actualizado_por'];
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
