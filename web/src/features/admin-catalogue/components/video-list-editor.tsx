import { type KeyboardEvent, useId, useState } from 'react';
import { originalName } from '@academy/shared/uploads';
import { isVideoLink, videoLink, videoLinkKind } from '@academy/shared/video-links';
import { Button } from '../../../components/ui/button.tsx';
import { moved, type VideoEntry } from '../video-lists.ts';
import { FileDrop } from './file-drop.tsx';
import { fileSize } from '../../../lib/file-size.ts';

const MEDIA = { 'video/*': [], 'audio/*': [] };
const KIND_LABEL = { youtube: 'YouTube', vimeo: 'Vimeo', hls: 'HLS stream', audio: 'Audio file link', video: 'Video file link' } as const;

interface VideoListEditorProps {
  label: string;
  entries: VideoEntry[];
  onChange: (entries: VideoEntry[]) => void;
  error?: string;
  progress: Record<string, number>;
  disabled: boolean;
  /** Offer a Free preview tick per entry (the update form). */
  previews?: boolean;
}

// An upload shows by the name it was chosen under, without the prefix storage adds; a link as it is.
const entryName = (e: VideoEntry) => (e.kind === 'file' ? e.file.name : isVideoLink(e.name) ? e.name : originalName(e.name));
function entryKind(e: VideoEntry): string {
  if (e.kind === 'file') return `New upload, ${fileSize(e.file.size)}`;
  const kind = isVideoLink(e.name) ? videoLinkKind(e.name) : null;
  return kind ? KIND_LABEL[kind] : 'Uploaded';
}

/**
 * One of a course's video lists (docs/requirements.md#course-player): files to upload (a folder too) and links to hosted
 * videos, audio or streams, in the order they will play; each entry moves up, down or out, and may
 * be ticked as a free preview anyone can play before buying.
 */
export function VideoListEditor({ label, entries, onChange, error, progress, disabled, previews = false }: VideoListEditorProps) {
  const id = useId();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState('');

  function addLink() {
    const checked = videoLink.safeParse(link);
    if (!checked.success) {
      setLinkError(checked.error.issues[0]?.message ?? 'Invalid link');
      return;
    }
    setLinkError('');
    setLink('');
    onChange([...entries, { kind: 'stored', name: checked.data }]);
  }
  function onLinkKey(e: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the link, as its button does, instead of sending the whole form.
    if (e.key !== 'Enter') return;
    e.preventDefault();
    addLink();
  }

  return (
    <div role="group" aria-label={label} className="flex min-w-0 flex-col gap-3">
      <FileDrop
        label={label}
        files={[]}
        onFiles={(files) => onChange([...entries, ...files.map((file): VideoEntry => ({ kind: 'file', file }))])}
        accept={MEDIA}
        multiple
        folder
        error={error}
        disabled={disabled}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-link`} className="text-sm text-slate-300">
          Or a link to a hosted video, audio or stream (YouTube, Vimeo, HLS, audio or video file)
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-link`}
            type="url"
            inputMode="url"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            onKeyDown={onLinkKey}
            placeholder="https://"
            disabled={disabled}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${id}-link-error` : undefined}
            className={`min-w-0 flex-1 basis-56 rounded-lg border bg-navy-950 px-3 py-2.5 text-slate-100 placeholder:text-slate-500 ${linkError ? 'border-red-400' : 'border-navy-700'}`}
          />
          <Button variant="secondary" onClick={addLink} disabled={disabled || !link.trim()} aria-label={`Add link to ${label.toLowerCase()}`}>
            Add link
          </Button>
        </div>
        {linkError && (
          <p id={`${id}-link-error`} className="text-sm text-red-300">
            {linkError}
          </p>
        )}
      </div>
      {entries.length > 0 && (
        <ol aria-label={`${label} in play order`} className="flex flex-col gap-2">
          {entries.map((entry, i) => {
            const name = entryName(entry);
            return (
              <li key={`${i}-${name}`} className="flex flex-wrap items-center gap-2 rounded-lg bg-navy-950 px-3 py-2 text-sm">
                <span className="w-6 text-slate-400">{i + 1}.</span>
                <span className="min-w-0 flex-1 basis-48">
                  <span className="block break-all text-slate-100">{name}</span>
                  <span className="text-xs text-slate-400">{entryKind(entry)}</span>
                </span>
                {previews && (
                  <label className="flex items-center gap-2 text-slate-200">
                    <input
                      type="checkbox"
                      checked={entry.preview ?? false}
                      disabled={disabled}
                      onChange={(e) => onChange(entries.map((x, j) => (j === i ? { ...x, preview: e.target.checked } : x)))}
                      className="h-4 w-4 accent-accent-400"
                    />
                    Free preview<span className="sr-only"> for {name}</span>
                  </label>
                )}
                {entry.kind === 'file' && progress[name] !== undefined && (
                  <progress max={1} value={progress[name]} aria-label={`${name} uploaded`} className="h-2 w-24 accent-accent-400" />
                )}
                <span className="flex gap-1">
                  <Button
                    variant="ghost"
                    className="px-2 py-1"
                    disabled={disabled || i === 0}
                    onClick={() => onChange(moved(entries, i, i - 1))}
                    aria-label={`Move ${name} up`}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2 py-1"
                    disabled={disabled || i === entries.length - 1}
                    onClick={() => onChange(moved(entries, i, i + 1))}
                    aria-label={`Move ${name} down`}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2 py-1 text-red-300"
                    disabled={disabled}
                    onClick={() => onChange(entries.filter((_, j) => j !== i))}
                    aria-label={`Remove ${name}`}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
