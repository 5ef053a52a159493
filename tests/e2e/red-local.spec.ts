/**
 * The app opened from another machine of the office: the server listens on every interface (HOST
 * 0.0.0.0) and the browser reaches it at this machine's network address over plain HTTP, where no
 * header may send it to https for the page's assets.
 */
import os from 'node:os';
import { expect, loginAsAdmin, test } from './support';

/** This machine's first IPv4 address that is not loopback. */
const address = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

test.use({
  baseURL: async ({ baseURL }, provide) => {
    const url = new URL(baseURL ?? 'http://127.0.0.1');
    url.hostname = address ?? url.hostname;
    await provide(url.origin);
  },
});

test('por la direccion de red de la maquina y HTTP: ingreso y menu', async ({ page, baseURL }) => {
  test.skip(!address, 'Esta maquina no tiene una direccion IPv4 de red');
  expect(new URL(baseURL!).hostname).toBe(address);
  await loginAsAdmin(page);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Clientes', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Seleccionar Obra...' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(baseURL);
});
