/**
 * How much memory reading a stream holds: the most live memory (heap plus buffers, measured after a garbage
 * collection every 50 ms) above where it started, while the stream is read as fast as it gives. Used by the
 * export's memory test and by `npm run bench:admin`; run it where the database lives in another process, so that
 * only this side is measured.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export type StreamMemory = { lines: number; bytes: number; peakGrowthBytes: number; milliseconds: number };

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Live memory only: collect first, so garbage waiting for the collector is not counted. */
function live(): number {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

export async function readMeasuringMemory(open: () => Promise<ReadableStream<Uint8Array>>): Promise<StreamMemory> {
  const baseline = live();
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, live() - baseline);
  }, 50);
  const started = performance.now();
  let lines = 0;
  let bytes = 0;
  try {
    const reader = (await open()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  return { lines, bytes, peakGrowthBytes: Math.max(peak, live() - baseline), milliseconds: performance.now() - started };
}
