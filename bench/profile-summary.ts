/**
 * `tsx bench/profile-summary.ts <file.cpuprofile> [lines]`: where a CPU profile's time went, by
 * package (drizzle-orm, pino, fastify, pg, ours…) and by function (self time), busy time only.
 */
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const [file, lines = '30'] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

function packageOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1];
  if (url.startsWith('node:')) return 'node';
  return url.includes('/server/') ? 'server' : url.includes('/bench/') ? 'bench' : url;
}

const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = [...self]
  .filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)')
  .reduce((a, [, t]) => a + t, 0);
const busy = total - idle;
const sum = (key: (node: Node) => string) => {
  const sums = new Map<string, number>();
  for (const [id, time] of self) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') continue;
    sums.set(key(node), (sums.get(key(node)) ?? 0) + time);
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
};
const pct = (time: number) => `${((time / busy) * 100).toFixed(1).padStart(5)} %`;
say(`busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms`);
say('\nby package (self):');
for (const [name, time] of sum((n) => packageOf(n.callFrame.url, n.callFrame.functionName)).slice(0, 15))
  say(`${pct(time)}  ${name}`);
say('\nby function (self):');
for (const [name, time] of sum(
  (n) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/.*node_modules\//, '').replace(/.*\/(server|bench)\//, '$1/')}:${n.callFrame.lineNumber + 1}`,
).slice(0, Number(lines)))
  say(`${pct(time)}  ${name}`);
