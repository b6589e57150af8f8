// @vitest-environment happy-dom
import { canUsePictureInPicture, VideoProviderLoader } from '@vidstack/react';
import { afterEach, describe, expect, it } from 'vitest';

// The player's vidstack as the shop bundles it, with web/build/vidstack-patches.ts applied (vitest.config.ts):
// a lesson's video that leaves the page while its provider's chunk is still loading (the learner moved
// on as it opened, on a slow machine) must not be set up on null.
describe('a video provider still loading when its video leaves', () => {
  // Chromium says picture-in-picture is enabled; happy-dom says nothing.
  Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true });
  afterEach(() => document.body.replaceChildren());

  it('is built on the video it was loading for, not on the null the player sets meanwhile', async () => {
    const loader = new VideoProviderLoader();
    const video = document.body.appendChild(document.createElement('video'));
    loader.target = video;
    // vidstack's MediaProvider: load, then the <video>'s ref callback with null as React removes it.
    const loading = loader.load({ notify: () => undefined } as never);
    // Typed as always an element; vidstack's MediaProvider#runLoader sets it null all the same.
    (loader as { target: HTMLVideoElement | null }).target = null;
    video.remove();
    const provider = await loading;
    expect(provider.media).toBe(video);
    expect(provider.pictureInPicture).toBeDefined();
  });

  it('offers no picture-in-picture without a video', () => {
    expect(canUsePictureInPicture(null)).toBe(false);
    expect(canUsePictureInPicture(document.createElement('video'))).toBe(true);
  });
});
