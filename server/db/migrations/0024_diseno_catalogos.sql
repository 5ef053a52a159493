-- The designer's menu entry had the name of the catalogs' own section ('Catalogos' twice in the
-- menu and in the permisos): it is 'Diseño de catalogos' now (server/db/seed/menu.ts), here for a
-- database seeded before. An entry an admin already renamed keeps its name.
UPDATE "menu_item" SET "nombre" = 'Diseño de catalogos'
WHERE "link" = '/configura/catalogos' AND "nombre" = 'Catalogos';
