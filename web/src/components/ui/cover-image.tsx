import { preload } from 'react-dom';
import type { ImageSources } from '@academy/shared/catalogue';

interface CoverImageProps {
  /** The original cover: what a browser without AVIF or WebP, or a cover without variants, shows. */
  image: string;
  /** The cover's AVIF and WebP srcsets, when the shop made them. */
  sources?: ImageSources | undefined;
  alt: string;
  /** How wide the cover is drawn at each breakpoint, so a phone fetches the 400 px variant. */
  sizes: string;
  className?: string;
  width?: number;
  height?: number;
  /** The page's main image (the largest paint): fetched at once, first. */
  priority?: boolean;
}

/** A catalogue cover: AVIF, then WebP, in the width the layout needs, and the original as the fallback. */
export function CoverImage({ image, sources, alt, sizes, className, width = 1200, height = 675, priority = false }: CoverImageProps) {
  // The main image is asked for from the head of a server-rendered page, before the body is read
  // (React puts the preload there); `type` lets a browser without AVIF skip it.
  if (priority) {
    if (sources) preload(image, { as: 'image', type: 'image/avif', imageSrcSet: sources.avif, imageSizes: sizes, fetchPriority: 'high' });
    else preload(image, { as: 'image', fetchPriority: 'high' });
  }
  return (
    // `contents`: the picture draws no box, so the img sizes against the parent as it did alone.
    <picture className="contents">
      {sources && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <img
        src={image}
        alt={alt}
        width={width}
        height={height}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
      />
    </picture>
  );
}
