import { useState } from 'react';
import { toast } from 'sonner';
import { CAPTION_TYPES, type EditableChapter, RESOURCE_TYPES, chapterDetailsRequest } from '@academy/shared/chapters';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { originalName } from '@academy/shared/uploads';
import type { VideoListName } from '@academy/shared/chapter-lists';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { saveChapterDetails, uploadChapterFile } from '../api/chapters.ts';
import { FileDrop } from './file-drop.tsx';
import { TextArea } from './form-controls.tsx';

/** A resource as the form holds it: stored already, or a file chosen to upload; named as learners will download it. */
type Resource = { file: string | File; name: string };
const storedName = (f: string | File) => (typeof f === 'string' ? originalName(f) : f.name);
const texts = chapterDetailsRequest.pick({ title: true, description: true });

interface ChapterFormProps {
  slug: string;
  list: VideoListName;
  position: number;
  chapter: EditableChapter;
  onDone: (saved: boolean) => void;
}

/** One chapter's title, description, captions (WebVTT) and resources; chosen files upload when it is saved. */
export function ChapterForm({ slug, list, position, chapter, onDone }: ChapterFormProps) {
  const [captions, setCaptions] = useState<string | File | null>(chapter.captions);
  const [resources, setResources] = useState<Resource[]>(chapter.resources);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const upload = async (f: string | File) => (typeof f === 'string' ? f : uploadChapterFile(f, (done) => setProgress((p) => ({ ...p, [f.name]: done }))));
  const { errors, failure, busy, onSubmit } = useForm(
    texts,
    async ({ title, description }) => {
      const stored = { captions: captions === null ? null : await upload(captions), resources: [] as { file: string; name: string }[] };
      for (const r of resources) stored.resources.push({ file: await upload(r.file), name: r.name.trim() || storedName(r.file) });
      toast.success(await saveChapterDetails(slug, { list, position, title, description, ...stored }), { duration: ADMIN_TOAST_MS });
      onDone(true);
    },
    { leaves: true },
  );
  const heading = `Chapter ${position + 1}: ${chapter.title || chapter.file_title}`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Edit ${heading}`}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-accent-400/40 p-3 sm:p-4"
    >
      <h3 className="break-words text-lg font-semibold">{heading}</h3>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <Field
        label="Title"
        name="title"
        defaultValue={chapter.title}
        placeholder={chapter.file_title}
        hint="Blank: named after its file."
        error={errors.title}
        disabled={busy}
      />
      <TextArea label="Description" name="description" defaultValue={chapter.description} error={errors.description} disabled={busy} />
      <div className="flex flex-col gap-2">
        <FileDrop
          label="Captions"
          files={captions instanceof File ? [captions] : []}
          current={typeof captions === 'string' ? captions : undefined}
          onFiles={([file]) => file && setCaptions(file)}
          accept={{ 'text/vtt': [...CAPTION_TYPES] }}
          progress={progress}
          disabled={busy}
        />
        {captions !== null && (
          <Button variant="ghost" className="self-start px-2 py-1 text-red-300" disabled={busy} onClick={() => setCaptions(null)}>
            Remove captions
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <FileDrop
          label="Resources"
          files={[]}
          multiple
          onFiles={(files) => setResources((rs) => [...rs, ...files.map((file) => ({ file, name: file.name }))])}
          accept={{ 'application/octet-stream': [...RESOURCE_TYPES] }}
          disabled={busy}
        />
        {resources.length > 0 && (
          <ul aria-label="Resources of this chapter" className="flex flex-col gap-2">
            {resources.map((r, i) => (
              <li key={`${i}-${storedName(r.file)}`} className="flex flex-wrap items-end gap-2 rounded-lg bg-navy-950 p-2">
                <Field
                  label={`Name of ${storedName(r.file)}`}
                  name={`resource-${i}`}
                  value={r.name}
                  onChange={(e) => setResources((rs) => rs.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
                  disabled={busy}
                  className="min-w-0 flex-1 basis-48"
                />
                {r.file instanceof File && progress[r.file.name] !== undefined && (
                  <progress max={1} value={progress[r.file.name]} aria-label={`${r.file.name} uploaded`} className="mb-3 h-2 w-20 accent-accent-400" />
                )}
                <Button
                  variant="ghost"
                  className="px-2 py-2 text-red-300"
                  disabled={busy}
                  onClick={() => setResources((rs) => rs.filter((_, j) => j !== i))}
                  aria-label={`Remove ${storedName(r.file)}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {errors.resources && <p className="text-sm text-red-300">{errors.resources}</p>}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save chapter'}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
