/**
 * A catalog designed in the browser and used at once, against the real server: the admin builds
 * Vehiculos (text, key, references to obras and proveedores, a photo) and sees its preview; the
 * side menu has it without a reload; a vehicle is registered with its obra and photo; a sheet is
 * imported after its preview names the bad row; a user who existed before the catalog gets its
 * permiso in Permisos and sees every record.
 */
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { pngImage } from '../../server/files/test-files';
import { expect, loginAsAdmin, test } from './support';

const SHOTS = process.env.E2E_SHOTS;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const OBRA = 'Remodelacion Hotel Bahia de Kino';
const OBRA_HOJA = 'Torre Medica Pitic';
const PROVEEDOR = 'Aceros y Perfiles Pitic';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORTADOS = ['Grua Titan', 'Revolvedora 2', 'Pipa de agua', 'Camion volteo'];

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const menu = (page: Page) => page.getByRole('menu');
const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { token?: string }).token);

/** Opens `item` of the side menu's group `grupo`, unfolding the group when it is folded. */
async function abrirDelMenu(page: Page, grupo: string, item: string) {
  const padre = menu(page).getByRole('menuitem', { name: grupo, exact: true }).and(page.locator('[aria-expanded]'));
  if ((await padre.getAttribute('aria-expanded')) === 'false') await padre.click();
  await menu(page).getByRole('group', { name: grupo }).getByRole('menuitem', { name: item, exact: true }).click();
}

async function elegir(page: Page, combobox: Locator, opcion: string) {
  await combobox.click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

type CampoNuevo = { etiqueta: string; referencia?: string; archivo?: string; requerido?: boolean; columna?: boolean };

/** 'Agregar' a field row and fill it as the admin does; leaving the label suggests its name. */
async function agregarCampo(page: Page, indice: number, campo: CampoNuevo) {
  await page.getByRole('button', { name: 'Agregar' }).click();
  const fila = page.getByRole('listitem').filter({ has: page.getByRole('textbox', { name: /^Etiqueta/ }) });
  const renglon = fila.nth(indice);
  await renglon.getByRole('textbox', { name: /^Etiqueta/ }).fill(campo.etiqueta);
  await renglon.getByRole('textbox', { name: /^Etiqueta/ }).press('Tab');
  await expect(renglon.getByRole('textbox', { name: /^Nombre/ })).not.toHaveValue('');
  const tipo = renglon.getByRole('combobox', { name: /^Tipo/ });
  if (campo.referencia) {
    await elegir(page, tipo, 'Referencia a otro registro');
    await elegir(page, renglon.getByRole('combobox', { name: /^Referencia a/ }), campo.referencia);
  }
  if (campo.archivo) {
    await elegir(page, tipo, 'Archivo o foto');
    await renglon.getByRole('checkbox', { name: campo.archivo }).check();
  }
  if (campo.requerido) await renglon.getByRole('switch', { name: 'Requerido' }).check();
  if (campo.columna) await renglon.getByRole('switch', { name: 'Columna en la lista' }).check();
}

/** Clicks `boton` and gives the file chooser it opens `archivo`, as a person picking a file. */
async function subir(page: Page, boton: Locator, name: string, mimeType: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await boton.click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

async function hojaXlsx(renglones: string[][]): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  libro.addWorksheet('Vehiculos').addRows(renglones);
  return Buffer.from(await libro.xlsx.writeBuffer());
}

async function login(page: Page, username: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The Autorizado switch of `nombre`, paging through the user's permisos until it shows. */
async function permisoSwitch(page: Page, nombre: string) {
  const toggle = page.getByRole('switch', { name: `Autorizado: ${nombre}`, exact: true });
  await elegir(page, page.getByRole('combobox', { name: /filas por página/i }), '20');
  const aparece = () =>
    toggle.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    );
  for (let pagina = 0; pagina < 5; pagina++) {
    if (await aparece()) return toggle;
    await page.getByRole('button', { name: /siguiente/i }).click();
  }
  throw new Error(`No aparece el permiso ${nombre}`);
}

test('un catalogo disenado en el navegador: sus campos, un registro con foto, una importacion y su permiso', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const username = `e2e.veh.${Date.now().toString(36)}`;
  const password = 'clave-e2e-123';

  await test.step('una usuaria existe antes del catalogo', async () => {
    await loginAsAdmin(page);
    const alta = await page.request.post('/api/usuario', {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
      data: {
        role: 'ROLE_USER',
        nombres: 'Lucia',
        apellidos: 'Vehiculos E2E',
        correo: `${username}@obras.mx`,
        username,
        password,
      },
    });
    expect(alta.status()).toBe(201);
  });

  await test.step('el administrador disena Vehiculos y ve su vista previa', async () => {
    await abrirDelMenu(page, 'Configuracion', 'Diseño de catalogos');
    await expect(page).toHaveURL(/\/configura\/catalogos$/);
    await page.getByRole('link', { name: 'Nuevo catalogo' }).click();
    await page.getByRole('textbox', { name: /^Titulo/ }).fill('Vehiculos');
    await page.getByRole('textbox', { name: /^Titulo/ }).press('Tab');
    await expect(page.getByRole('textbox', { name: /^Nombre del catalogo/ })).toHaveValue('vehiculos');
    await agregarCampo(page, 0, { etiqueta: 'Nombre', requerido: true, columna: true });
    await agregarCampo(page, 1, { etiqueta: 'Placas', columna: true });
    await agregarCampo(page, 2, { etiqueta: 'Obra', referencia: 'Obra', columna: true });
    await agregarCampo(page, 3, { etiqueta: 'Proveedor', referencia: 'Proveedor' });
    await agregarCampo(page, 4, { etiqueta: 'Foto', archivo: 'Fotos (PNG, JPEG)' });
    await elegir(page, page.getByRole('combobox', { name: /^Clave unica/ }), 'Placas');

    const previa = page.getByRole('tabpanel');
    for (const columna of ['Nombre', 'Placas', 'Obra']) {
      await expect(previa.getByRole('columnheader', { name: columna })).toBeVisible();
    }
    await expect(previa.getByRole('row', { name: 'Nombre 1 Placas 1 Ejemplo 1' })).toBeVisible();
    await expect(previa.getByText('Alta de Vehiculos')).toBeVisible();
    await shot(page, 'disenador-vista-previa');

    // A tablet turned to portrait: the designer becomes tabs and keeps what was typed.
    await page.setViewportSize(PHONE);
    await expect(page.locator('[name="titulo"]')).toHaveValue('Vehiculos');
    await expect(page.locator('[name$=".etiqueta"]')).toHaveCount(5);
    await page.setViewportSize(DESKTOP);
    await expect(page.locator('[name="campos.4.etiqueta"]')).toHaveValue('Foto');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Catalogo guardado')).toBeVisible();
    await expect(page).toHaveURL(/\/configura\/catalogos$/);
    await expect(page.getByRole('link', { name: 'vehiculos', exact: true })).toBeVisible();
    await abrirDelMenu(page, 'Catalogos', 'Vehiculos');
    await expect(page).toHaveURL(/\/catalogos\/vehiculos(\?.*)?$/);

    // On a phone the designer is three tabs: the form first.
    await page.setViewportSize(PHONE);
    await page.goto('/configura/catalogos/vehiculos');
    await expect(page.getByRole('tab', { name: 'Diseno', selected: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Titulo/ })).toHaveValue('Vehiculos');
    await shot(page, 'disenador-telefono');
    await page.setViewportSize(DESKTOP);
    await page.goto('/catalogos/vehiculos');
  });

  await test.step('registra un vehiculo con su obra, su proveedor y su foto', async () => {
    await page.getByRole('link', { name: 'Nuevo' }).click();
    await expect(page).toHaveURL(/\/catalogos\/vehiculos\/nuevo$/);
    await page.locator('[name="nombre"]').fill('Camioneta de supervision');
    await page.locator('[name="placas"]').fill('VF-1234-A');
    await page.getByRole('combobox', { name: /^Obra/ }).fill('bahia');
    await page.getByRole('option', { name: OBRA }).click();
    await page.getByRole('combobox', { name: /^Proveedor/ }).fill('pitic');
    await page.getByRole('option', { name: PROVEEDOR }).click();
    const foto = pngImage(64, 48, [40, 110, 200]);
    await subir(page, page.getByRole('button', { name: 'Elegir foto' }), 'camioneta.png', 'image/png', foto);
    await expect(page.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', /^data:image\/png;base64,/);
    await shot(page, 'catalogo-registro-foto-obra');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/catalogos\/vehiculos(\?.*)?$/);
    const fila = page.getByRole('row', { name: /Camioneta de supervision/ });
    await expect(fila).toContainText(OBRA);
    await expect(fila).toContainText('VF-1234-A');
    await fila.click();
    await expect(page.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByRole('combobox', { name: /^Proveedor/ })).toHaveValue(PROVEEDOR);
    await page.goBack();
  });

  await test.step('importa una hoja: la vista previa senala la fila con una obra desconocida', async () => {
    const hoja = await hojaXlsx([
      ['Nombre', 'Placas', 'Obra'],
      ...IMPORTADOS.map((nombre, i) => [nombre, `VH-${100 + i}`, OBRA_HOJA]),
      ['Montacargas', 'VH-200', 'Obra Fantasma'],
    ]);
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Importar Vehiculos' });
    await subir(page, dialogo.getByRole('button', { name: 'Elegir archivo' }), 'vehiculos.xlsx', XLSX, hoja);
    await expect(dialogo.getByText('4 filas validas, 1 con errores')).toBeVisible();
    await expect(dialogo.getByText("Obra: No se encontro 'Obra Fantasma' en Obra")).toBeVisible();
    await shot(page, 'importar-vista-previa');
    await dialogo.getByRole('button', { name: 'Importar 4 registros' }).click();
    await expect(page.getByText('4 registros importados')).toBeVisible();
    await expect(dialogo).toBeHidden();
    for (const nombre of IMPORTADOS)
      await expect(page.getByRole('row', { name: new RegExp(nombre) })).toContainText(OBRA_HOJA);
    await expect(page.getByRole('row', { name: /Montacargas/ })).toHaveCount(0);
  });

  await test.step('el administrador concede Vehiculos en Permisos', async () => {
    await abrirDelMenu(page, 'Configuracion', 'Permisos');
    await expect(page).toHaveURL(/\/configura\/permisos$/);
    await page.getByRole('combobox', { name: 'Usuario', exact: true }).fill(username);
    await page.getByRole('option', { name: new RegExp(username.replaceAll('.', '\\.')) }).click();
    const vehiculos = await permisoSwitch(page, 'Vehiculos');
    await expect(vehiculos).not.toBeChecked();
    const guardado = page.waitForResponse(
      (r) => r.url().endsWith('/api/usuario/permiso') && r.request().method() === 'PUT',
    );
    await vehiculos.click();
    expect((await guardado).status()).toBe(200);
    await expect(vehiculos).toBeChecked();
  });

  await test.step('la usuaria abre Vehiculos y ve todos los registros', async () => {
    const contexto = await browser.newContext({ viewport: DESKTOP });
    const usuaria = await contexto.newPage();
    await login(usuaria, username, password);
    await abrirDelMenu(usuaria, 'Catalogos', 'Vehiculos');
    await expect(usuaria).toHaveURL(/\/catalogos\/vehiculos(\?.*)?$/);
    await expect(usuaria.getByRole('row', { name: /Camioneta de supervision/ })).toContainText(OBRA);
    for (const nombre of IMPORTADOS) await expect(usuaria.getByRole('row', { name: new RegExp(nombre) })).toBeVisible();
    await contexto.close();
  });
});
