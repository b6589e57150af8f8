import { type SubmitEvent, useState } from 'react';
import { COURSE_TYPES } from '@academy/shared/categories';
import { Card } from '../../../components/ui/card.tsx';
import { type FieldErrors, formValues } from '../../../lib/form.ts';
import { useCreateItem } from '../use-create-item.ts';
import { emptyVideoLists, VIDEO_LISTS, videoJobs, videoNames, type VideoLists } from '../video-lists.ts';
import { FileDrop } from './file-drop.tsx';
import { ItemFields } from './item-fields.tsx';
import { UploadOverlay } from './upload-overlay.tsx';
import { UploadSubmit } from './upload-submit.tsx';
import { VideoListEditor } from './video-list-editor.tsx';

const REQUIRED = 'This field is required';

/**
 * docs/requirements.md#validation: all inputs required (no custom messages). Each video list takes uploads (a folder too)
 * and links to hosted videos; the image and the chosen files upload first.
 */
export function CreateCourseForm({ author }: { author: string }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { create, uploads, busy, draft, formRef, interrupted } = useCreateItem<{ image: File[]; videos: VideoLists }>('course');
  const [image, setImage] = useState<File[]>(draft?.files.image ?? []);
  const [videos, setVideos] = useState(draft?.files.videos ?? emptyVideoLists());

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const values = formValues(form);
    const found: FieldErrors = {};
    for (const name of ['title', 'description', 'category', 'type']) if (!values[name]?.trim()) found[name] = REQUIRED;
    if (!(Number(values.usd) > 0)) found.usd = REQUIRED;
    if (!image.length) found.image = REQUIRED;
    for (const list of VIDEO_LISTS) if (!videos[list.key].length) found[list.key] = REQUIRED;
    setErrors(found);
    if (Object.keys(found).length) return;

    await create(
      [{ file: image[0]!, target: { upload_type: 'course', course_title: values.title } }, ...videoJobs(videos, values.title ?? '')],
      // The stored names come back in the order of the jobs: the image, then each list's files.
      ([imageName, ...uploaded]) => ({ ...values, author, image_name: imageName!, ...videoNames(videos, uploaded) }),
      () => {
        form.reset();
        setImage([]);
        setVideos(emptyVideoLists());
      },
      { values, files: { image, videos } },
    );
  }

  return (
    <Card className="max-w-3xl">
      <h1 className="mb-6 text-2xl font-semibold">Create Course</h1>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Create course">
        <ItemFields errors={errors} busy={busy} author={author} category="courses" types={COURSE_TYPES} defaultPrice={100000} />
        <div className="sm:col-span-2">
          <FileDrop
            label="Image"
            files={image}
            onFiles={setImage}
            accept={{ 'image/*': [] }}
            error={errors.image}
            progress={uploads.progress}
            disabled={busy}
          />
        </div>
        {VIDEO_LISTS.map((l) => (
          <div key={l.key} className="sm:col-span-2">
            <VideoListEditor
              label={l.label}
              entries={videos[l.key]}
              onChange={(entries) => setVideos((v) => ({ ...v, [l.key]: entries }))}
              error={errors[l.key]}
              progress={uploads.progress}
              disabled={busy}
            />
          </div>
        ))}
        <UploadSubmit label="Create Course" busy={busy} interrupted={interrupted} />
      </form>
      {uploads.current && <UploadOverlay upload={uploads.current} />}
    </Card>
  );
}
