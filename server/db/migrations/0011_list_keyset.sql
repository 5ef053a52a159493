DROP INDEX "cliente_sucursal_nombre_idx";--> statement-breakpoint
DROP INDEX "proveedor_nombre_idx";--> statement-breakpoint
CREATE INDEX "concepto_nombre_idx" ON "concepto" USING btree ("nombre","id");--> statement-breakpoint
CREATE INDEX "cliente_sucursal_nombre_idx" ON "cliente" USING btree ("sucursal_id","nombre","id");--> statement-breakpoint
CREATE INDEX "proveedor_nombre_idx" ON "proveedor" USING btree ("nombre","id");