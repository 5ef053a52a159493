/**
 * A compra filled and checked from its CFDI, against the real server: the supplier's XML goes up in
 * the comprobante dialog, every check shows green before the user confirms, the compra takes its
 * folio, UUID and fecha; the same XML on a second compra is refused, naming the compra that has it.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { cfdiXml } from '../../server/cfdi/test-samples';
import { DEMO_RFC_EMPRESA } from '../../schemas/demo/obras';
import { expect, loginAsAdmin, test } from './support';

const OBRA = 'Almacen de Granos Valle del Yaqui';
const PROVEEDOR = 'Aceros y Perfiles Pitic';
const RFC_PROVEEDOR = 'APP010615B3A';
const UUID = randomUUID().toUpperCase();
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const cell = (page: Page, column: string, row: number) => page.getByLabel(`${column}, renglón ${row}`, { exact: true });

/** The supplier's CFDI of 10 sacks of cement at $250.00 plus 16 % IVA: $2,900.00. */
const XML = Buffer.from(
  cfdiXml({
    serie: 'APP',
    folio: '20417',
    fecha: '2026-11-20T12:30:00',
    emisor: { rfc: RFC_PROVEEDOR, nombre: 'ACEROS Y PERFILES PITIC' },
    receptor: { rfc: DEMO_RFC_EMPRESA, nombre: 'CONSTRUCTORA DEL SONORA', usoCfdi: 'G01' },
    conceptos: [{ descripcion: 'Cemento gris CPC 30R', cantidad: '10', valorUnitario: '250.00', tasaIva: '0.160000' }],
    uuid: UUID,
  }),
);

/** A new compra of the active obra with the cement line, saved; answers its folio. */
async function nuevaCompra(page: Page): Promise<string> {
  await page.getByRole('menu').getByRole('menuitem', { name: 'Compras', exact: true }).click();
  await page.getByRole('link', { name: 'Nuevo' }).click();
  await page.locator('[name="folioProveedor"]').fill('POR-CAPTURAR');
  await page.getByRole('combobox', { name: /Proveedor/ }).fill('pitic');
  await page.getByRole('option', { name: PROVEEDOR }).click();
  await page.getByRole('combobox', { name: 'Buscar producto' }).fill('cemento');
  await page.getByRole('option', { name: 'Cemento gris CPC 30R', exact: true }).click();
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  await cell(page, 'Cantidad', 1).fill('10');
  await cell(page, 'Precio Unitario', 1).fill('250');
  await cell(page, 'Precio Unitario', 1).press('Tab');
  await expect(page.getByRole('table', { name: /Productos/ }).getByRole('row', { name: /^Total/ })).toContainText(
    '$2,900.00',
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  const created = page.getByText(/^Compra creada con folio #\d+$/);
  await expect(created).toBeVisible();
  const folio = (await created.textContent())?.match(/#(\d+)/)?.[1] ?? '';
  await page.getByLabel('Buscar').fill('POR-CAPTURAR');
  await page.getByRole('row', { name: new RegExp(`^${folio} `) }).click();
  await expect(page).toHaveURL(/\/compra\/\d+\/editar$/);
  return folio;
}

async function dropXml(page: Page) {
  await page.getByRole('button', { name: 'Subir comprobante' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subir comprobante' });
  await dialog
    .getByLabel('Elegir XML (CFDI)')
    .setInputFiles({ name: 'APP20417.xml', mimeType: 'application/xml', buffer: XML });
  return dialog;
}

test('una compra llenada desde su CFDI, revisada antes de subir; el mismo UUID en otra compra se rechaza', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Seleccionar Obra...' }).click();
  await page.getByRole('dialog', { name: 'Seleccionar Obra...' }).getByRole('combobox').fill('valle del yaqui');
  await page.getByRole('option', { name: new RegExp(OBRA) }).click();

  const folio = await nuevaCompra(page);
  const dialog = await dropXml(page);
  const revision = dialog.getByRole('list', { name: 'Revision del CFDI' });
  await expect(revision.getByText(`El emisor es el proveedor (RFC ${RFC_PROVEEDOR})`)).toBeVisible();
  await expect(revision.getByText(`El receptor es la empresa (RFC ${DEMO_RFC_EMPRESA})`)).toBeVisible();
  await expect(revision.getByText('Los importes coinciden: total $2,900.00')).toBeVisible();
  await expect(revision.getByText(`El UUID ${UUID} no se ha usado antes`)).toBeVisible();
  await shot(page, 'cfdi-revision');
  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(dialog.getByText('El archivo se subio con exito!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.locator('[name="folioProveedor"]')).toHaveValue('APP20417');
  await expect(page.locator('[name="folioFiscal"]')).toHaveValue(UUID);
  await shot(page, 'cfdi-compra-llenada');

  await nuevaCompra(page);
  const second = await dropXml(page);
  await expect(second.getByText(`El CFDI ${UUID} ya esta registrado en Compra #${folio}`)).toBeVisible();
  await expect(second.getByRole('button', { name: 'Subir', exact: true })).toBeDisabled();
  await shot(page, 'cfdi-duplicado');
});
