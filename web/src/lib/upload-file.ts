import { ApiError } from '@academy/shared/api-error';
import { CHUNK_SIZE, DEFAULT_PRODUCT } from '@academy/shared/constants';
import type { UPLOAD_TYPES } from '@academy/shared/uploads';
import { api, applySessionRules, HandledApiError } from './api-client.ts';

export interface UploadTarget {
  upload_type: (typeof UPLOAD_TYPES)[number];
  course_title?: string;
}

/** A file's upload as the SPA names it (the BFF and the upstream key its chunks by this id and the admin), and the chunk it goes on from. */
interface UploadPlace {
  id: string;
  startChunk: number;
}

/**
 * One file as ONE multipart request to the BFF (fields first, the file last), which streams it to
 * the upstream in 1 MiB chunks (docs/requirements.md#uploads-through-the-bff). XMLHttpRequest rather than the fetch wrapper: fetch
 * cannot report upload progress. A resumed upload sends the file from its `startChunk` only. Resolves the stored file's name;
 * `onProgress` hears how many of the file's bytes are sent, those held before included.
 */
export function uploadFile(file: File, target: UploadTarget, place: UploadPlace, onProgress: (sent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const before = place.startChunk * CHUNK_SIZE;
    const rest = file.slice(before);
    const form = new FormData();
    form.append('size', String(file.size));
    form.append('filename', file.name);
    form.append('upload_type', target.upload_type);
    form.append('upload_id', place.id);
    form.append('start_chunk', String(place.startChunk));
    if (target.course_title) form.append('course_title', target.course_title);
    form.append('file', rest, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${DEFAULT_PRODUCT}/admin/upload`);
    xhr.setRequestHeader('x-csrf', '1');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      // The multipart body is the slice and a few hundred bytes of fields: its fraction sent is the slice's.
      if (e.lengthComputable) onProgress(before + (e.loaded / e.total) * rest.size);
    };
    xhr.onload = () => {
      const body = xhr.response as { code?: number; message?: string; fileName?: string } | null;
      if (xhr.status === 200 && body?.fileName) {
        resolve(body.fileName);
        return;
      }
      const failure = { code: body?.code ?? xhr.status, message: body?.message ?? 'Error uploading chunk' };
      // Outside the fetch wrapper, so the admin's session rules are applied here (a lost session: dialog, /admin/login).
      applySessionRules(true, failure).then((handled) => reject(new (handled ? HandledApiError : ApiError)(failure.code, failure.message)), reject);
    };
    xhr.onerror = () => reject(new ApiError(0, 'Error uploading chunk'));
    xhr.send(form);
  });
}

/** Where an interrupted upload goes on from: the first chunk the upstream does not hold (they arrive in order, one at a time). */
export async function resumeChunk(id: string): Promise<number> {
  const { data } = await api<{ chunks: number[] }>(`admin/upload/${id}`);
  const held = data?.chunks ?? [];
  let next = 0;
  while (held[next] === next) next++;
  return next;
}
