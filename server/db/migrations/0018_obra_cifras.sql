CREATE TABLE "obra_cifras" (
	"obra_id" integer PRIMARY KEY NOT NULL,
	"compras" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notas_credito" numeric(14, 2) DEFAULT '0' NOT NULL,
	"comprometido" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gastos" numeric(14, 2) DEFAULT '0' NOT NULL,
	"nominas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"facturado" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cobrado" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orden_compra" ADD COLUMN "justificacion" text;--> statement-breakpoint
ALTER TABLE "obra_cifras" ADD CONSTRAINT "obra_cifras_obra_id_obra_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An obra's figures are running sums, kept here in the writing transaction by one trigger per
-- document table: each row's share of the sums before and after the write, and the difference
-- added to its obra's row (docs/domain.md, Obra figures). The figures are no record: they stay
-- out of the bitácora (same function as migration 0005 with obra_cifras left out).
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
       AND c.relname NOT IN ('bitacora', 'login_intento', 'folio_serie', 'obra_cifras')
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
-- Adds a change to an obra's figures; a change of nothing touches no row (and locks none).
CREATE OR REPLACE FUNCTION obra_cifras_sumar(
  obra integer, d_compras numeric, d_notas numeric, d_comprometido numeric, d_gastos numeric,
  d_nominas numeric, d_facturado numeric, d_cobrado numeric
) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF obra IS NULL OR (d_compras = 0 AND d_notas = 0 AND d_comprometido = 0 AND d_gastos = 0
      AND d_nominas = 0 AND d_facturado = 0 AND d_cobrado = 0) THEN
    RETURN;
  END IF;
  INSERT INTO obra_cifras AS c (obra_id, compras, notas_credito, comprometido, gastos, nominas, facturado, cobrado)
    VALUES (obra, d_compras, d_notas, d_comprometido, d_gastos, d_nominas, d_facturado, d_cobrado)
  ON CONFLICT (obra_id) DO UPDATE SET
    compras = c.compras + EXCLUDED.compras,
    notas_credito = c.notas_credito + EXCLUDED.notas_credito,
    comprometido = c.comprometido + EXCLUDED.comprometido,
    gastos = c.gastos + EXCLUDED.gastos,
    nominas = c.nominas + EXCLUDED.nominas,
    facturado = c.facturado + EXCLUDED.facturado,
    cobrado = c.cobrado + EXCLUDED.cobrado;
END
$$;
--> statement-breakpoint
-- An authorized order is committed until its compra exists; the compra then takes its place.
CREATE OR REPLACE FUNCTION obra_cifras_orden_compra() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM obra_cifras_sumar(OLD.obra_id, 0, 0,
      -CASE WHEN OLD.status = 'autorizado' THEN OLD.total ELSE 0 END, 0, 0, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM obra_cifras_sumar(NEW.obra_id, 0, 0,
      CASE WHEN NEW.status = 'autorizado' THEN NEW.total ELSE 0 END, 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A compra not yet applied is committed, an applied one spent; a compra of an authorized order
-- takes that order's amount out of the committed.
CREATE OR REPLACE FUNCTION obra_cifras_compra_parte(fila compra, signo integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  de_orden numeric := 0;
BEGIN
  IF fila.orden_compra_id IS NOT NULL THEN
    SELECT coalesce(sum(o.total), 0) INTO de_orden
      FROM orden_compra o WHERE o.id = fila.orden_compra_id AND o.status = 'autorizado';
  END IF;
  PERFORM obra_cifras_sumar(fila.obra_id,
    signo * CASE WHEN fila.status = 'aplicado' THEN fila.total ELSE 0 END, 0,
    signo * (CASE WHEN fila.status = 'creado' THEN fila.total ELSE 0 END - de_orden), 0, 0, 0, 0);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION obra_cifras_compra() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM obra_cifras_compra_parte(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM obra_cifras_compra_parte(NEW, 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION obra_cifras_nota_credito() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM obra_cifras_sumar(OLD.obra_id, 0, -CASE WHEN OLD.status = 'aplicado' THEN OLD.total ELSE 0 END, 0, 0, 0, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM obra_cifras_sumar(NEW.obra_id, 0, CASE WHEN NEW.status = 'aplicado' THEN NEW.total ELSE 0 END, 0, 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION obra_cifras_gasto() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM obra_cifras_sumar(OLD.obra_id, 0, 0, 0, -CASE WHEN OLD.status = 'aplicado' THEN OLD.total ELSE 0 END, 0, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM obra_cifras_sumar(NEW.obra_id, 0, 0, 0, CASE WHEN NEW.status = 'aplicado' THEN NEW.total ELSE 0 END, 0, 0, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION obra_cifras_nomina() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM obra_cifras_sumar(OLD.obra_id, 0, 0, 0, 0, -OLD.total, 0, 0); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM obra_cifras_sumar(NEW.obra_id, 0, 0, 0, 0, NEW.total, 0, 0); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION obra_cifras_factura() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM obra_cifras_sumar(OLD.obra_id, 0, 0, 0, 0, 0, -OLD.total, -(OLD.total - OLD.saldo));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM obra_cifras_sumar(NEW.obra_id, 0, 0, 0, 0, 0, NEW.total, NEW.total - NEW.saldo);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER obra_cifras AFTER INSERT OR UPDATE OR DELETE ON orden_compra FOR EACH ROW EXECUTE FUNCTION obra_cifras_orden_compra();
--> statement-breakpoint
CREATE TRIGGER obra_cifras AFTER INSERT OR UPDATE OR DELETE ON compra FOR EACH ROW EXECUTE FUNCTION obra_cifras_compra();
--> statement-breakpoint
CREATE TRIGGER obra_cifras AFTER INSERT OR UPDATE OR DELETE ON nota_credito FOR EACH ROW EXECUTE FUNCTION obra_cifras_nota_credito();
--> statement-breakpoint
CREATE TRIGGER obra_cifras AFTER INSERT OR UPDATE OR DELETE ON gasto FOR EACH ROW EXECUTE FUNCTION obra_cifras_gasto();
--> statement-breakpoint
CREATE TRIGGER obra_cifras AFTER INSERT OR UPDATE OR DELETE ON nomina FOR EACH ROW EXECUTE FUNCTION obra_cifras_nomina();
--> statement-breakpoint
CREATE TRIGGER obra_cifras AFTER INSERT OR UPDATE OR DELETE ON factura FOR EACH ROW EXECUTE FUNCTION obra_cifras_factura();
--> statement-breakpoint
-- The figures of the documents already stored.
INSERT INTO obra_cifras (obra_id, compras, notas_credito, comprometido, gastos, nominas, facturado, cobrado)
SELECT o.id,
  (SELECT coalesce(sum(total), 0) FROM compra WHERE obra_id = o.id AND status = 'aplicado'),
  (SELECT coalesce(sum(total), 0) FROM nota_credito WHERE obra_id = o.id AND status = 'aplicado'),
  (SELECT coalesce(sum(total), 0) FROM compra WHERE obra_id = o.id AND status = 'creado')
    + (SELECT coalesce(sum(oc.total), 0) FROM orden_compra oc WHERE oc.obra_id = o.id AND oc.status = 'autorizado'
        AND NOT EXISTS (SELECT 1 FROM compra c WHERE c.orden_compra_id = oc.id)),
  (SELECT coalesce(sum(total), 0) FROM gasto WHERE obra_id = o.id AND status = 'aplicado'),
  (SELECT coalesce(sum(total), 0) FROM nomina WHERE obra_id = o.id),
  (SELECT coalesce(sum(total), 0) FROM factura WHERE obra_id = o.id),
  (SELECT coalesce(sum(total - saldo), 0) FROM factura WHERE obra_id = o.id)
FROM obra o;
