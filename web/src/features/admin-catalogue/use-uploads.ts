import { useRef, useState } from 'react';
import { CHUNK_SIZE } from '@academy/shared/constants';
import { resumeChunk, type UploadTarget, uploadFile } from '../../lib/upload-file.ts';

export interface Job {
  file: File;
  target: UploadTarget;
}

/** A file's upload once begun: its id, and its stored name once it arrived whole. */
interface Begun {
  id: string;
  stored?: string;
}
/** The uploads begun, by the file chosen: choosing another file begins another upload. */
export type BegunUploads = Map<File, Begun>;

/** Where the files stand: bytes sent of all the jobs, the file going up, and the time left at the rate measured so far. */
export interface UploadState {
  sent: number;
  total: number;
  name: string;
  secondsLeft: number | null;
}

const totalOf = (jobs: Job[]) => jobs.reduce((n, j) => n + j.file.size, 0);

/** How much of `jobs` the upstream already holds: the files stored, and the chunks of those cut short. */
export async function heldOf(begun: BegunUploads, jobs: Job[]): Promise<{ sent: number; total: number }> {
  let sent = 0;
  for (const { file } of jobs) {
    const upload = begun.get(file);
    if (upload?.stored) sent += file.size;
    else if (upload) sent += Math.min(file.size, (await resumeChunk(upload.id)) * CHUNK_SIZE);
  }
  return { sent, total: totalOf(jobs) };
}

/**
 * Uploads files one after another, tracking each file's progress for the form and the overlay. A file
 * begun before (a run cut short) goes on from the first chunk the upstream lacks; one that arrived is not sent again.
 */
export function useUploads(begun?: BegunUploads) {
  // Read and written only by run, begun and reset, never while rendering.
  const uploads = useRef<BegunUploads>(begun ?? new Map<File, Begun>());
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [current, setCurrent] = useState<UploadState | null>(null);

  async function run(jobs: Job[]): Promise<string[]> {
    const names: string[] = [];
    const total = totalOf(jobs);
    const began = performance.now();
    // The rate is what this run sent over the time it took: what was held before took no time now.
    let held = 0;
    let done = 0;
    const report = (name: string, sent: number) => {
      const rate = (sent - held) / ((performance.now() - began) / 1000);
      setCurrent({ sent, total, name, secondsLeft: rate > 0 ? (total - sent) / rate : null });
    };
    try {
      for (const job of jobs) {
        const { file } = job;
        const resumed = uploads.current.get(file);
        const upload = resumed ?? { id: crypto.randomUUID() };
        uploads.current.set(file, upload);
        if (upload.stored) held += file.size;
        else {
          report(file.name, done);
          const startChunk = resumed ? await resumeChunk(upload.id) : 0;
          held += startChunk * CHUNK_SIZE;
          upload.stored = await uploadFile(file, job.target, { id: upload.id, startChunk }, (sent) => {
            setProgress((p) => ({ ...p, [file.name]: sent / file.size }));
            report(file.name, done + sent);
          });
        }
        names.push(upload.stored);
        done += file.size;
      }
      return names;
    } finally {
      setCurrent(null);
    }
  }

  function reset() {
    uploads.current.clear();
    setProgress({});
  }

  return { run, begun: () => uploads.current, progress, current, reset };
}
