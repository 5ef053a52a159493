/**
 * The presupuesto from its import to the obra's margin, against the real server (issue 28): a
 * Neodata CSV replaces an obra's presupuesto (its preview, then the tree with its totals), a
 * concepto extraordinario is captured from the tree and authorized on its ajuste's screen (the
 * partida's importe vigente and the totals take it), and an orden de compra whose line names that
 * partida, once authorized, moves the partida's comprometido and margen on the obra's summary.
 */
import type { Page } from '@playwright/test';
import { NEODATA, csv } from '../../server/modules/presupuesto/test-workbooks';
import { chooseObra, expect, loginAsAdmin, test } from './support';

// An obra under way that no other spec touches: its demo presupuesto (claves 01, 02…) shares no
// clave with Neodata's, so none of its documents comes back onto the imported partidas. Its
// Insumos are overrun in the demo, so any order asks for a justification.
const OBRA = /Ampliacion Planta Minera Santa Elena/;
const JUSTIFICACION = 'Placas base que pidio la supervision estructural en la junta del 10 de marzo';

const menu = (page: Page, name: string) => page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
const cell = (page: Page, column: string, row: number) => page.getByLabel(`${column}, renglón ${row}`, { exact: true });

/** The cells of a partida's row in the summary's cost by partida: importe, ejercido, comprometido, margen, margen %, avance. */
const costoDe = (page: Page, partida: string) =>
  page
    .getByRole('table', { name: 'Costo por partida' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: partida, exact: true }) })
    .getByRole('cell');

test('importar un presupuesto, autorizar un extraordinario y ver moverse el margen de su partida', async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  await chooseObra(page, 'santa elena', OBRA);

  // The Neodata sheet replaces the demo presupuesto: its preview, then the tree with its totals.
  await menu(page, 'Presupuesto');
  await expect(page).toHaveURL(/\/presupuesto$/);
  await page.getByRole('button', { name: 'Importar' }).click();
  const importar = page.getByRole('dialog', { name: 'Importar presupuesto' });
  await importar
    .getByLabel('Elegir archivo')
    .setInputFiles({ name: 'nave-neodata.csv', mimeType: 'text/csv', buffer: csv(NEODATA) });
  await expect(importar.getByText('2 partidas y 3 conceptos, sin errores')).toBeVisible();
  await expect(importar.getByText('Total del presupuesto: $1,338,072.65')).toBeVisible();
  await expect(
    importar.getByText('Total de la hoja: $1,338,072.65. El total coincide con el de la hoja.'),
  ).toBeVisible();
  await expect(importar.getByText('Importar reemplaza el presupuesto actual de la obra.')).toBeVisible();
  await importar.getByRole('button', { name: 'Importar 3 conceptos' }).click();
  await expect(page.getByText('Presupuesto importado: 3 conceptos')).toBeVisible();
  await expect(importar).toBeHidden();

  const arbol = page.getByRole('table', { name: 'Presupuesto' });
  const fila = (text: string) => arbol.getByRole('row').filter({ hasText: text });
  await expect(page.getByText(/^3 conceptos en 2 partidas\. Los conceptos suman \$24,401,927\.35 menos/)).toBeVisible();
  // Clave, descripción, three empty cells, contratado, ajustes, vigente and the action's.
  await expect(fila('ESTRUCTURA').getByRole('cell')).toHaveText([
    'A',
    'ESTRUCTURA',
    '',
    '$593,472.65',
    '$0.00',
    '$593,472.65',
    '',
  ]);
  await expect(fila('TECHUMBRE').getByRole('cell')).toHaveText([
    'B',
    'TECHUMBRE',
    '',
    '$744,600.00',
    '$0.00',
    '$744,600.00',
    '',
  ]);
  await expect(arbol.getByRole('row')).toHaveCount(3);

  // A concepto extraordinario in ESTRUCTURA: 40 pza at $250.00 agreed, captured from the tree.
  await page.getByRole('button', { name: 'Concepto extraordinario' }).click();
  const ajuste = page.getByRole('dialog', { name: 'Concepto extraordinario' });
  await ajuste.getByRole('combobox', { name: 'Partida' }).click();
  await page.getByRole('option', { name: 'A ESTRUCTURA' }).click();
  await ajuste.getByLabel('Clave').fill('A03');
  await ajuste.getByLabel('Descripcion').fill('Placa base de acero A-36 de 1/2" con anclas');
  await ajuste.getByLabel('Unidad').fill('pza');
  await ajuste.getByLabel('P.U.').fill('250');
  await ajuste.getByLabel('Cantidad').fill('40');
  await ajuste.getByLabel('Justificacion').fill(JUSTIFICACION);
  await expect(ajuste.getByText('Importe del ajuste: $10,000.00')).toBeVisible();
  await ajuste.getByRole('button', { name: 'Capturar' }).click();
  const capturado = page.getByText(/^Ajuste capturado con folio #\d+: falta autorizarlo$/);
  await expect(capturado).toBeVisible();
  const folio = (await capturado.textContent())?.match(/#(\d+)/)?.[1] ?? '';
  // Captured, it moves nothing yet.
  await expect(fila('ESTRUCTURA').getByRole('cell').nth(5)).toHaveText('$593,472.65');

  // Authorized on its own screen, from the list of the obra's ajustes.
  await page.getByRole('link', { name: 'Ajustes' }).click();
  await expect(page).toHaveURL(/\/ajuste-presupuesto$/);
  await page.getByRole('row', { name: new RegExp(`^${folio} `) }).click();
  await expect(page).toHaveURL(/\/ajuste-presupuesto\/\d+\/editar$/);
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await page.getByRole('dialog', { name: 'Autorizar' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Se autorizo el ajuste #${folio}`)).toBeVisible();

  // The tree: ESTRUCTURA's contratado, its ajustes and its vigente; the totals with the ajuste.
  await menu(page, 'Presupuesto');
  await expect(fila('ESTRUCTURA').getByRole('cell')).toHaveText([
    'A',
    'ESTRUCTURA',
    '',
    '$593,472.65',
    '$10,000.00',
    '$603,472.65',
    '',
  ]);
  const cifra = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(cifra('Ajustes autorizados')).toHaveText('$10,000.00');
  await expect(cifra('Total del presupuesto')).toHaveText('$1,348,072.65');
  await page.getByRole('button', { name: 'Mostrar la partida A', exact: true }).click();
  await expect(fila('A03')).toContainText('Placa base de acero A-36');
  // Its contratado is none: the whole importe is the ajuste's.
  await expect(fila('A03').getByRole('cell').nth(5)).toHaveText('$0.00');
  await expect(fila('A03').getByRole('cell').nth(6)).toHaveText('$10,000.00');
  await expect(fila('A03').getByRole('cell').nth(7)).toHaveText('$10,000.00');

  // The summary: ESTRUCTURA earns its importe vigente, nothing spent nor committed yet.
  await menu(page, 'Resumen');
  await expect(costoDe(page, 'A ESTRUCTURA')).toHaveText([
    '$603,472.65',
    '$0.00',
    '$0.00',
    '$603,472.65',
    '100 %',
    '0 %',
  ]);

  // An order whose line is charged to ESTRUCTURA: $10,000.00 + IVA, authorized with its justification.
  await menu(page, 'Orden de Compra');
  await page.getByRole('link', { name: 'Nuevo' }).click();
  await page.getByRole('combobox', { name: /Proveedor/ }).fill('pitic');
  await page.getByRole('option', { name: 'Aceros y Perfiles Pitic' }).click();
  await page.getByRole('combobox', { name: 'Buscar producto' }).fill('cemento');
  await page.getByRole('option', { name: 'Cemento gris CPC 30R', exact: true }).click();
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  await cell(page, 'Cantidad', 1).fill('10');
  await cell(page, 'Precio Unitario', 1).fill('1000');
  await page.getByRole('combobox', { name: 'Partida, renglón 1' }).fill('estructura');
  await page.getByRole('option', { name: 'A ESTRUCTURA' }).click();
  await expect(page.getByRole('table', { name: /Productos/ }).getByRole('row', { name: /^Total/ })).toContainText(
    '$11,600.00',
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  const creada = page.getByText(/^Orden creada con folio #\d+$/);
  await expect(creada).toBeVisible();
  const orden = (await creada.textContent())?.match(/#(\d+)/)?.[1] ?? '';
  await page.getByLabel('Buscar').fill(orden);
  await page.getByRole('row', { name: new RegExp(`^${orden} `) }).click();
  await expect(page).toHaveURL(/\/orden-compra\/\d+\/editar$/);
  await page.getByRole('button', { name: 'Autorizar' }).click();
  const autorizar = page.getByRole('dialog');
  await autorizar.getByRole('textbox', { name: /Justificacion/ }).fill(JUSTIFICACION);
  await autorizar.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Se autorizo la Orden de Compra: #${orden}`)).toBeVisible();

  // The summary again: the order's total is committed against ESTRUCTURA and its margen drops by it.
  await menu(page, 'Resumen');
  await expect(costoDe(page, 'A ESTRUCTURA')).toHaveText([
    '$603,472.65',
    '$0.00',
    '$11,600.00',
    '$591,872.65',
    '98.08 %',
    '0 %',
  ]);
  await expect(costoDe(page, 'B TECHUMBRE')).toHaveText([
    '$744,600.00',
    '$0.00',
    '$0.00',
    '$744,600.00',
    '100 %',
    '0 %',
  ]);
});
