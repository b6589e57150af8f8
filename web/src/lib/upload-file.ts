import { ApiError } from '@academy/shared/api-error';
import { DEFAULT_PRODUCT } from '@academy/shared/constants';
import { applySessionRules, HandledApiError } from './api-client.ts';

export interface UploadTarget {
  upload_type: 'robots' | 'course' | 'quiz' | 'live_session';
  course_title?: string;
}

/**
 * One file as ONE multipart request to the BFF (fields first, the file last), which streams it to
 * the upstream in 1 MiB chunks (docs/requirements.md#uploads-through-the-bff). XMLHttpRequest rather than the fetch wrapper: fetch
 * cannot report upload progress. Resolves the stored file's name.
 */
export function uploadFile(file: File, target: UploadTarget, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('size', String(file.size));
    form.append('filename', file.name);
    form.append('upload_type', target.upload_type);
    if (target.course_title) form.append('course_title', target.course_title);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${DEFAULT_PRODUCT}/admin/upload`);
    xhr.setRequestHeader('x-csrf', '1');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
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
