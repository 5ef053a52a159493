/**
 * CPU profiles of the bench server (bench/cpu.ts): SIGUSR2 starts the V8 profiler in the process,
 * the next SIGUSR2 stops it and writes `<n>.cpuprofile` (Chrome DevTools' format) into `dir`.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export function profileOnSignal(dir: string, log: (line: string) => void): void {
  const session = new Session();
  session.connect();
  let running = false;
  let written = 0;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!running) {
        running = true;
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 200 });
        await session.post('Profiler.start');
        return;
      }
      running = false;
      const { profile } = await session.post('Profiler.stop');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${(written += 1)}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      log(`perfil: ${file}`);
    })();
  });
}
