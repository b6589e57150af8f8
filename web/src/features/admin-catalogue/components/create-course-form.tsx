import { type FormEvent, useState } from 'react';
import { COURSE_TYPES } from '@academy/shared/categories';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { UploadTarget } from '../../../lib/upload-file.ts';
import { type FieldErrors, formValues } from '../../../lib/form.ts';
import { useCreateItem } from '../use-create-item.ts';
import type { Job } from '../use-uploads.ts';
import { FileDrop } from './file-drop.tsx';
import { ItemFields } from './item-fields.tsx';
import { UploadOverlay } from './upload-overlay.tsx';

const VIDEO = { 'video/*': [], 'audio/*': [] };
const LISTS = [
  { key: 'course_video_names', label: 'Course videos', type: 'course' },
  { key: 'quiz_video_names', label: 'Quiz videos', type: 'quiz' },
  { key: 'live_session_video_names', label: 'Live session videos', type: 'live_session' },
] as const;
type ListKey = (typeof LISTS)[number]['key'];
const REQUIRED = 'This field is required';

/** Spec 5: all inputs required (no custom messages); the image and the three video folders upload first. */
export function CreateCourseForm({ author }: { author: string }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [image, setImage] = useState<File[]>([]);
  const [videos, setVideos] = useState<Record<ListKey, File[]>>({ course_video_names: [], quiz_video_names: [], live_session_video_names: [] });
  const { create, uploads, busy } = useCreateItem('course');

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const values = formValues(form);
    const found: FieldErrors = {};
    for (const name of ['title', 'description', 'category', 'type']) if (!values[name]?.trim()) found[name] = REQUIRED;
    if (!(Number(values.usd) > 0)) found.usd = REQUIRED;
    if (!image.length) found.image = REQUIRED;
    for (const list of LISTS) if (!videos[list.key].length) found[list.key] = REQUIRED;
    setErrors(found);
    if (Object.keys(found).length) return;

    const target = (upload_type: UploadTarget['upload_type']) => ({ upload_type, course_title: values.title });
    const jobs: Job[] = [{ file: image[0]!, target: target('course') }, ...LISTS.flatMap((l) => videos[l.key].map((file) => ({ file, target: target(l.type) })))];
    await create(
      jobs,
      ([imageName, ...rest]) => {
        // The stored names come back in the order of the jobs: the image, then each list in turn.
        const lists: Record<string, string[]> = {};
        let at = 0;
        for (const l of LISTS) {
          lists[l.key] = rest.slice(at, at + videos[l.key].length);
          at += videos[l.key].length;
        }
        return { ...values, author, image_name: imageName!, ...lists };
      },
      () => {
        form.reset();
        setImage([]);
        setVideos({ course_video_names: [], quiz_video_names: [], live_session_video_names: [] });
      },
    );
  }

  return (
    <Card className="max-w-3xl">
      <h1 className="mb-6 text-2xl font-semibold">Create Course</h1>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Create course">
        <ItemFields errors={errors} busy={busy} author={author} category="courses" types={COURSE_TYPES} defaultPrice={100000} />
        <div className="sm:col-span-2">
          <FileDrop label="Image" files={image} onFiles={setImage} accept={{ 'image/*': [] }} error={errors.image} progress={uploads.progress} disabled={busy} />
        </div>
        {LISTS.map((l) => (
          <div key={l.key} className="sm:col-span-2">
            <FileDrop
              label={l.label}
              files={videos[l.key]}
              onFiles={(files) => setVideos((v) => ({ ...v, [l.key]: files }))}
              accept={VIDEO}
              multiple
              folder
              error={errors[l.key]}
              progress={uploads.progress}
              disabled={busy}
            />
          </div>
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            Create Course
          </Button>
        </div>
      </form>
      {uploads.current && <UploadOverlay done={uploads.current.done} total={uploads.current.total} current={uploads.current.name} />}
    </Card>
  );
}
