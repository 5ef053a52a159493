-- The access guard keeps each caller and its authorized menu links in memory
-- (server/auth/caller-cache.ts). Every write to the rows it reads notifies 'acceso' when it
-- commits, to every connection listening on this database: this process's and other instances'.
CREATE OR REPLACE FUNCTION acceso_cambiado() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('acceso', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER usuario_acceso AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON usuario
  FOR EACH STATEMENT EXECUTE FUNCTION acceso_cambiado();
--> statement-breakpoint
CREATE TRIGGER permiso_acceso AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permiso
  FOR EACH STATEMENT EXECUTE FUNCTION acceso_cambiado();
--> statement-breakpoint
CREATE TRIGGER menu_item_acceso AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_item
  FOR EACH STATEMENT EXECUTE FUNCTION acceso_cambiado();
