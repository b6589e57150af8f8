import type { ImageSources, Video } from '@academy/shared/catalogue';
import { originalName } from '@academy/shared/uploads';
import type { ChapterLock } from '@academy/shared/syllabus';
import type { ChapterDetails } from '@academy/shared/chapters';
import { isVideoLink } from '@academy/shared/video-links';
import { type CoverFormat, variantName } from './cover-variants.ts';

/** Public URLs of stored files, as the browser reaches them through the BFF. */
export function createUrls(product: string) {
  const base = `/api/${product}`;
  const titleOf = (name: string, index: number) => {
    if (isVideoLink(name)) return `Video ${index + 1}`;
    const stem = originalName(name)
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[-_]+/g, ' ')
      .trim();
    return stem ? stem[0]!.toUpperCase() + stem.slice(1) : `Video ${index + 1}`;
  };
  /** A chapter's title: the one its admin wrote (`details`, the course's), else its file's. */
  const chapterTitle = (entry: string, index: number, details: Record<string, ChapterDetails> = {}) => details[entry]?.title || titleOf(entry, index);
  const image = (file: string) => `${base}/files/${encodeURIComponent(file)}`;
  return {
    image,
    /** A srcset per format from the widths made of a cover; none for a cover without variants (older data, unreadable). */
    imageSources: (file: string, widths: number[] | null): ImageSources | undefined => {
      if (!widths?.length) return undefined;
      const srcset = (format: CoverFormat) => widths.map((w) => `${image(variantName(file, w, format))} ${w}w`).join(', ');
      return { avif: srcset('avif'), webp: srcset('webp') };
    },
    /**
     * A buyer's chapters: an uploaded file plays from media/, an external URL as it is; each with its
     * admin's title (else its file's), description, captions and resources; a lesson shut for the buyer
     * (`locks`) has no address, captions or resources yet.
     */
    videos: (list: string[], details: Record<string, ChapterDetails>, locks: (ChapterLock | null)[] = []): Video[] =>
      list.map((entry, i) => {
        const locked = locks[i] ?? null;
        const own = details[entry];
        const media = (file: string) => `${base}/media/${encodeURIComponent(file)}`;
        return {
          title: chapterTitle(entry, i, details),
          url: locked ? null : isVideoLink(entry) ? entry : media(entry),
          locked,
          description: own?.description ?? '',
          captions: !locked && own?.captions ? media(own.captions) : null,
          resources: locked ? [] : (own?.resources ?? []).map((r) => ({ name: r.name, url: media(r.file) })),
        };
      }),
    /** A chapter's title: the admin's (given the course's details), else from its file's name (or its place, for a link). */
    chapterTitle,
    /** A free preview chapter: an uploaded file plays from preview/ (anyone); an external URL as it is. */
    preview: (entry: string) => (isVideoLink(entry) ? entry : `${base}/preview/${encodeURIComponent(entry)}`),
    /** A buyer's download (with the session): it sends them on to a signed link. */
    download: (slug: string) => `${base}/robots/${encodeURIComponent(slug)}/download`,
    /** A signed download link: it needs no session. */
    signedDownload: (token: string) => `${base}/robots/download/${token}`,
  };
}
export type Urls = ReturnType<typeof createUrls>;
