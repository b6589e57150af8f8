import { type Accept, ErrorCode, type FileRejection, useDropzone } from 'react-dropzone';
import { originalName } from '@academy/shared/uploads';
import { fileSize } from '../../../lib/file-size.ts';

interface FileDropProps {
  label: string;
  files: File[];
  onFiles: (files: File[]) => void;
  accept: Accept;
  multiple?: boolean;
  /** The file stored now (an update form's), shown while no other is chosen. */
  current?: string;
  /** Video lists take a whole folder too (docs/requirements.md#validation: three video folders). */
  folder?: boolean;
  error?: string;
  progress?: Record<string, number>;
  disabled?: boolean;
}

/** What a robot's zip drop takes (browsers name a zip either way). */
export const ZIP_FILES: Accept = { 'application/zip': ['.zip'], 'application/x-zip-compressed': ['.zip'] };

const byName = (a: File, b: File) => a.name.localeCompare(b.name, undefined, { numeric: true });

const KINDS: Record<string, string> = { 'image/*': 'images', 'video/*': 'videos', 'audio/*': 'audio' };
/** What a picker takes, as a person reads it: "images", "videos or audio", ".zip files". */
function acceptedKinds(accept: Accept): string {
  const kinds = Object.entries(accept).map(([type, extensions]) => KINDS[type] ?? `${[...new Set(extensions)].join(', ')} files`);
  return [...new Set(kinds)].join(' or ');
}

/** Why each file the picker refused was left out (a file of another type, or one too many), so nothing is dropped silently. */
function refusals(rejections: readonly FileRejection[], accept: Accept): string[] {
  return rejections.map(({ file, errors }) => {
    const codes = new Set<string>(errors.map((e) => e.code));
    if (codes.has(ErrorCode.FileInvalidType)) return `${file.name} was not added: this picker takes ${acceptedKinds(accept)} only.`;
    if (codes.has(ErrorCode.TooManyFiles)) return `${file.name} was not added: choose one file.`;
    return `${file.name} was not added: ${errors[0]?.message ?? 'it cannot be used here'}.`;
  });
}

/** A drop zone (react-dropzone) that lists what was chosen and each file's upload progress. */
export function FileDrop({ label, files, onFiles, accept, multiple = false, current, folder = false, error, progress = {}, disabled }: FileDropProps) {
  // The drop area is for the mouse; a real button opens the picker, so nothing interactive is nested.
  const { getRootProps, getInputProps, isDragActive, open, inputRef, fileRejections } = useDropzone({
    accept,
    multiple,
    disabled,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted) => onFiles(multiple ? [...accepted].sort(byName) : accepted.slice(0, 1)),
  });
  const id = `drop-${label.replace(/\W+/g, '-').toLowerCase()}`;
  const refused = refusals(fileRejections, accept);
  // One input for both buttons: a folder pick (desktop browsers) sets webkitdirectory just before the dialog opens, a
  // files pick clears it, so a phone (no folder dialog) still chooses files.
  const pick = (folders: boolean) => {
    inputRef.current.webkitdirectory = folders;
    open();
  };
  const button = 'rounded-lg border border-navy-700 px-3 py-1.5 font-semibold text-accent-400 hover:bg-navy-800';
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-200">
        {label}
      </span>
      <div
        {...getRootProps()}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center text-sm ${isDragActive ? 'border-accent-400 bg-accent-400/10' : error ? 'border-red-400' : 'border-navy-700'}`}
      >
        <input {...getInputProps({ 'aria-label': label })} />
        <p className="text-slate-300">{isDragActive ? 'Drop here…' : `Drag ${folder ? 'a folder or files' : multiple ? 'files' : 'a file'} here, or`}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <button type="button" onClick={() => pick(false)} disabled={disabled} aria-describedby={error ? `${id}-error` : undefined} className={button}>
            {folder ? `Choose files for ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
          </button>
          {/* Phones have no folder dialog: there the files button is the way. */}
          {folder && (
            <button type="button" onClick={() => pick(true)} disabled={disabled} className={`hidden sm:inline-block ${button}`}>
              Choose a folder for {label.toLowerCase()}
            </button>
          )}
        </div>
      </div>
      {refused.length > 0 && (
        <ul role="alert" className="flex flex-col gap-1 text-sm text-red-300">
          {refused.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {current && files.length === 0 && (
        <p className="min-w-0 truncate text-sm text-slate-300">
          Current: <span className="text-slate-100">{originalName(current)}</span>
        </p>
      )}
      {files.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {files.map((f) => (
            <li key={`${f.name}-${f.size}`} className="flex items-center gap-3">
              <span className="min-w-0 flex-1 truncate text-slate-200">{f.name}</span>
              <span className="text-xs text-slate-400">{fileSize(f.size)}</span>
              {progress[f.name] !== undefined && (
                <progress max={1} value={progress[f.name]} aria-label={`${f.name} uploaded`} className="h-2 w-24 accent-accent-400" />
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
