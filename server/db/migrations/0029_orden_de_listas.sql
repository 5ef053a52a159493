DROP INDEX "ajuste_presupuesto_obra_idx";--> statement-breakpoint
DROP INDEX "compra_obra_idx";--> statement-breakpoint
DROP INDEX "factura_obra_idx";--> statement-breakpoint
DROP INDEX "gasto_obra_idx";--> statement-breakpoint
DROP INDEX "nota_credito_obra_idx";--> statement-breakpoint
DROP INDEX "orden_compra_obra_idx";--> statement-breakpoint
DROP INDEX "pago_obra_idx";--> statement-breakpoint
CREATE INDEX "abono_fecha_idx" ON "abono" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "cargo_por_pagar_orden_idx" ON "cargo" USING btree ("obra_id",coalesce("fecha_pago", 'infinity'::date),"promesa_pago","id") WHERE "cargo"."saldo" > 0;--> statement-breakpoint
CREATE INDEX "cargo_pagado_orden_idx" ON "cargo" USING btree ("obra_id","fecha","id") WHERE "cargo"."saldo" = 0;--> statement-breakpoint
CREATE INDEX "ajuste_presupuesto_obra_idx" ON "ajuste_presupuesto" USING btree ("obra_id","fecha","folio","id");--> statement-breakpoint
CREATE INDEX "compra_obra_idx" ON "compra" USING btree ("obra_id","fecha","folio","id");--> statement-breakpoint
CREATE INDEX "factura_obra_idx" ON "factura" USING btree ("obra_id","fecha","id");--> statement-breakpoint
CREATE INDEX "gasto_obra_idx" ON "gasto" USING btree ("obra_id","fecha","id");--> statement-breakpoint
CREATE INDEX "nota_credito_obra_idx" ON "nota_credito" USING btree ("obra_id","fecha","folio","id");--> statement-breakpoint
CREATE INDEX "orden_compra_obra_idx" ON "orden_compra" USING btree ("obra_id","fecha","folio","id");--> statement-breakpoint
CREATE INDEX "pago_obra_idx" ON "pago" USING btree ("obra_id","fecha","id");