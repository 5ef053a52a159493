/**
 * A start before the database (README "Running it as a service"): a server whose PostgreSQL does
 * not answer listens at once, answers /unauth/ping 503 'iniciando' while it waits, and after
 * DB_START_WAIT_S exits 1 with a line that says why. Nothing listens on the port it is given, so
 * this runs without PostgreSQL; server/proofs/db-faults.test.ts starts one late and sees it serve.
 */
import { afterAll, expect, it } from 'vitest';
import { INICIANDO } from '../plugins/app/readiness';
import { freePort, spawnChildServer, stopChildServer, type ChildServer } from '../test-support/child-server';
import { childData } from '../test-support/child-data';

const data = childData('arranque', { SEED: 'none' });
let server: ChildServer | undefined;

afterAll(async () => {
  if (server) await stopChildServer(server, 'SIGKILL');
  await data.remove();
});

it('waits for a PostgreSQL that is not there, answering 503, then exits 1 saying why', async () => {
  const nobody = await freePort();
  server = await spawnChildServer({
    ...data.env,
    DATABASE_URL: `postgres://postgres@127.0.0.1:${nobody}/obras`,
    DB_START_WAIT_S: '4',
  });
  const answers = new Set<string>();
  while (server.process.exitCode === null) {
    const answer = await fetch(`${server.baseUrl}/unauth/ping`).then(
      async (res) => `${res.status} ${(await res.json()).message}`,
      () => 'cerrado',
    );
    answers.add(answer);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.exited;
  expect(server.process.exitCode, server.output()).toBe(1);
  expect(answers).toContain(`503 ${INICIANDO}`);
  expect([...answers].filter((a) => a !== `503 ${INICIANDO}` && a !== 'cerrado')).toEqual([]);
  expect(server.output()).toContain('La base de datos no respondio en 4 s (DB_START_WAIT_S)');
  expect(server.output().match(/Esperando a la base de datos/g)?.length).toBeLessThanOrEqual(1);
}, 60_000);
