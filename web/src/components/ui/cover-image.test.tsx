// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './cover-image.tsx';

const sources = {
  avif: '/api/academy/files/a.png.400.avif 400w, /api/academy/files/a.png.800.avif 800w',
  webp: '/api/academy/files/a.png.400.webp 400w, /api/academy/files/a.png.800.webp 800w',
};
const SIZES = '(min-width:1024px) 60vw, 100vw';

/** The picture the component draws, as the browser gets it. */
const draw = (props: Partial<Parameters<typeof CoverImage>[0]> = {}) => {
  const { container } = render(<CoverImage image="/api/academy/files/a.png" sources={sources} alt="Cover of A" sizes={SIZES} {...props} />);
  const picture = container.querySelector('picture')!;
  return { picture, sources: [...picture.querySelectorAll('source')], img: picture.querySelector('img')! };
};

describe('CoverImage', () => {
  it('offers AVIF, then WebP, in each width with the sizes, and the original as the img', () => {
    const { sources: offered, img } = draw({ className: 'w-full' });
    expect(offered.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', sources.avif, SIZES],
      ['image/webp', sources.webp, SIZES],
    ]);
    expect(img.getAttribute('src')).toBe('/api/academy/files/a.png');
    expect(img.getAttribute('alt')).toBe('Cover of A');
    expect(img.getAttribute('class')).toBe('w-full');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '675']);
  });

  it('loads lazily and decodes off the main thread unless it is the priority image', () => {
    const lazy = draw().img;
    expect([lazy.getAttribute('loading'), lazy.getAttribute('decoding'), lazy.getAttribute('fetchpriority')]).toEqual(['lazy', 'async', null]);
    const first = draw({ priority: true }).img;
    expect([first.getAttribute('loading'), first.getAttribute('decoding'), first.getAttribute('fetchpriority')]).toEqual(['eager', null, 'high']);
  });

  it('draws the original alone for a cover without variants', () => {
    const { sources: offered, img } = draw({ sources: undefined, alt: '' });
    expect(offered).toHaveLength(0);
    expect(img.getAttribute('src')).toBe('/api/academy/files/a.png');
    expect(img.getAttribute('alt')).toBe('');
  });
});
