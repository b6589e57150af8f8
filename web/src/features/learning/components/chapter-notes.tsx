import type { Video } from '@academy/shared/catalogue';

/** The name a resource downloads as: the admin's, ending in its file's type (a .set file opens in MetaTrader only as one). */
function downloadName(resource: { name: string; url: string }) {
  const type = /\.[a-z0-9]+$/i.exec(decodeURIComponent(resource.url))?.[0] ?? '';
  return resource.name.toLowerCase().endsWith(type.toLowerCase()) ? resource.name : `${resource.name}${type}`;
}

/** Under the lesson: what its admin wrote of it (as text, line breaks kept) and its resources to download. */
export function ChapterNotes({ video }: { video: Video }) {
  if (!video.description && video.resources.length === 0) return null;
  return (
    <section aria-label="About this chapter" className="mt-4 flex flex-col gap-3 rounded-2xl border border-navy-700 bg-navy-900 p-4">
      {video.description && <p className="whitespace-pre-line break-words text-sm text-slate-200">{video.description}</p>}
      {video.resources.length > 0 && (
        <div>
          <h2 className="text-sm font-semibold text-slate-300">Resources</h2>
          <ul className="mt-2 flex flex-col gap-1.5">
            {video.resources.map((r) => (
              <li key={r.url}>
                <a href={r.url} download={downloadName(r)} className="break-all text-sm font-medium text-accent-400 hover:underline">
                  {r.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
