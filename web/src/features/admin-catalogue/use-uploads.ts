import { useState } from 'react';
import { type UploadTarget, uploadFile } from '../../lib/upload-file.ts';

export interface Job {
  file: File;
  target: UploadTarget;
}

/** Uploads files one after another, tracking each file's progress for the form and the overlay. */
export function useUploads() {
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [current, setCurrent] = useState<{ done: number; total: number; name: string } | null>(null);

  async function run(jobs: Job[]): Promise<string[]> {
    const names: string[] = [];
    const total = jobs.reduce((n, j) => n + j.file.size, 0);
    let sent = 0;
    try {
      for (const job of jobs) {
        setCurrent({ done: sent / total, total, name: job.file.name });
        names.push(
          await uploadFile(job.file, job.target, (fraction) => {
            setProgress((p) => ({ ...p, [job.file.name]: fraction }));
            setCurrent({ done: (sent + fraction * job.file.size) / total, total, name: job.file.name });
          }),
        );
        sent += job.file.size;
      }
      return names;
    } finally {
      setCurrent(null);
    }
  }

  return { run, progress, current, reset: () => setProgress({}) };
}
