// Preloaded into the shop by scripts/bench/memory.mjs (NODE_OPTIONS=--import): on SIGUSR2 it
// writes where the process's memory is to MEMORY_PROBE_FILE. It changes nothing else.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

// PGlite makes its WebAssembly heap with `new WebAssembly.Memory`: each one is noted, weakly.
const memories = [];
WebAssembly.Memory = new Proxy(WebAssembly.Memory, {
  construct(target, args) {
    const memory = Reflect.construct(target, args);
    memories.push(new WeakRef(memory));
    return memory;
  },
});

/** Resident bytes of the mappings (/proc/self/smaps, Linux) that `pick(size, name)` chooses. */
function resident(pick) {
  let chosen = false;
  let bytes = 0;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) chosen = pick(parseInt(mapping[2], 16) - parseInt(mapping[1], 16), mapping[3]);
    else if (chosen && line.startsWith('Rss:')) bytes += Number(/(\d+)/.exec(line)[1]) * 1024;
  }
  return bytes;
}

// A full collection on demand, to tell what is live from garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

process.on('SIGUSR2', () => {
  const status = readFileSync('/proc/self/status', 'utf8');
  const wasm = memories.map((ref) => ref.deref()?.buffer.byteLength).filter((size) => size !== undefined);
  const usage = process.memoryUsage();
  gc();
  // Written whole, then renamed: the bench waits for the file to appear.
  const file = process.env.MEMORY_PROBE_FILE;
  writeFileSync(
    `${file}.tmp`,
    JSON.stringify({
      ...usage,
      heapLive: process.memoryUsage().heapUsed,
      buffersLive: process.memoryUsage().arrayBuffers,
      peak: Number(/^VmHWM:\s+(\d+)/m.exec(status)[1]) * 1024,
      wasmSize: wasm.reduce((a, b) => a + b, 0),
      // A WebAssembly memory is a mapping of exactly its size; most of it may never be touched.
      wasmResident: resident((size, name) => !name && wasm.includes(size)),
      // glibc's main heap: what the main thread's malloc holds, freed or not.
      mallocHeap: resident((_, name) => name === '[heap]'),
    }),
  );
  renameSync(`${file}.tmp`, file);
});
