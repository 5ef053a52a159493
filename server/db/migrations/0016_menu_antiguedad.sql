-- The 'Antiguedad de Saldos' entry of Cuentas por Pagar in a database seeded before it existed. A
-- new database gets it from the seed (server/db/seed/menu.ts), which runs after the migrations and
-- finds this table empty, so there this does nothing. It goes beside Registro de Pago, after its
-- siblings, unless the menu has the link already (admins may have added it in /configura/menu).
INSERT INTO "menu_item" ("seccion", "nombre", "link", "icono", "orden", "padre_id")
SELECT registro."seccion", 'Antiguedad de Saldos', '/cuentas-por-pagar/antiguedad', 'HourglassBottom',
  (SELECT coalesce(max(hermano."orden"), -1) + 1 FROM "menu_item" hermano
    WHERE hermano."seccion" = registro."seccion" AND hermano."padre_id" IS NOT DISTINCT FROM registro."padre_id"),
  registro."padre_id"
FROM "menu_item" registro
WHERE registro."link" = '/cuentas-por-pagar/registro-pago'
  AND NOT EXISTS (SELECT 1 FROM "menu_item" WHERE "link" = '/cuentas-por-pagar/antiguedad')
ORDER BY registro."id"
LIMIT 1;
--> statement-breakpoint
-- A permiso for every user with permisos on the other cuentas por pagar screens, authorized when
-- one of theirs is: each of those already opened the aging (server/modules/contabilidad/routes.ts).
INSERT INTO "permiso" ("usuario_id", "menu_item_id", "autorizado")
SELECT p."usuario_id", nuevo."id", bool_or(p."autorizado")
FROM "menu_item" nuevo
JOIN "menu_item" hermano ON hermano."link" IN (
  '/cuentas-por-pagar/pendiente',
  '/cuentas-por-pagar/autorizado',
  '/cuentas-por-pagar/registro-pago',
  '/cuentas-por-pagar/historial'
)
JOIN "permiso" p ON p."menu_item_id" = hermano."id"
WHERE nuevo."link" = '/cuentas-por-pagar/antiguedad'
GROUP BY p."usuario_id", nuevo."id"
ON CONFLICT ("usuario_id", "menu_item_id") DO NOTHING;
