/** The resident memory of a process over time (Linux: /proc), and its growth from the first to the last stretch. */
import fs from 'node:fs';

export interface Sample {
  /** Seconds since sampling started. */
  at: number;
  rssMb: number;
}

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`sin VmRSS para el proceso ${pid}`);
  return Math.round(Number(kb) / 1024);
}

/** Samples `pid` every `seconds` until the returned function is called; it answers every sample. */
export function sampleRss(pid: number, seconds: number, onSample: (sample: Sample) => void): () => Sample[] {
  const started = performance.now();
  const samples: Sample[] = [];
  const take = () => {
    const sample = { at: Math.round((performance.now() - started) / 1000), rssMb: rssMb(pid) };
    samples.push(sample);
    onSample(sample);
  };
  take();
  const timer = setInterval(take, seconds * 1000);
  return () => {
    clearInterval(timer);
    return samples;
  };
}

export interface Growth {
  firstMb: number;
  lastMb: number;
  maxMb: number;
  /** (last − first) / first, in percent. */
  percent: number;
}

const mean = (samples: Sample[]) => samples.reduce((sum, s) => sum + s.rssMb, 0) / samples.length;

/** Mean RSS of the first and of the last `windowSeconds` of the run, and how much the last grew over the first. */
export function growth(samples: Sample[], windowSeconds: number): Growth {
  const end = samples[samples.length - 1].at;
  const first = mean(samples.filter((s) => s.at <= windowSeconds));
  const last = mean(samples.filter((s) => s.at >= end - windowSeconds));
  return {
    firstMb: Math.round(first),
    lastMb: Math.round(last),
    maxMb: Math.max(...samples.map((s) => s.rssMb)),
    percent: Math.round(((last - first) / first) * 1000) / 10,
  };
}
