import type { Plugin } from 'vite';

// Two vidstack 1.15.6 bugs that tear a player down mid-setup with a page error, patched where its code
// is bundled. Each patch fails the build when vidstack's code no longer reads as patched here: then see
// whether the issue is fixed upstream, and drop or update the patch.

const VIDSTACK = /[\\/]node_modules[\\/](@vidstack[\\/]react|vidstack)[\\/]/;

interface Patch {
  /** Which of vidstack's modules holds the code. */
  marks: string;
  find: RegExp;
  replace: string;
  issue: string;
}

const PATCHES: Patch[] = [
  // vidstack/player#1851 (open), under React 19: a slider preview's placement waits for the next animation
  // frame, and nothing cancels it when the player goes. A chapter that ends and starts the next, a tab or the
  // quiz taking the player's place: when the preview was resized in the frame before and the player is
  // destroyed before the next one, the placement asks the destroyed time and volume sliders whether they are
  // disabled, and each throws "disabled is not a function". The preview's element, null once the player is
  // detached from the page, is checked first, which ends it.
  {
    marks: '#updatePlacement = animationFrameThrottle(',
    find: /const \{ disabled, orientation \} = this\.#slider;\s*if \(disabled\(\)\) return;\s*const el = this\.el, \{ offset, noClamp \} = this\.\$props;\s*if \(!el\) return;/,
    replace:
      'const el = this.el; if (!el) return; const { disabled, orientation } = this.#slider; if (disabled()) return; const { offset, noClamp } = this.$props;',
    issue: 'SliderPreview placement (vidstack/player#1851)',
  },
  // vidstack/player#1771 (open; its fix, #1859, covers HLS alone): a provider loader reads its target, the
  // <video>, after awaiting the provider's chunk. When the video leaves the page meanwhile (the lesson closed
  // as it opened, on a slow machine or network), the target is null by then, the provider is built on null,
  // and Chromium's picture-in-picture support, which vidstack grants to a null video, listens on it: "Cannot
  // read properties of null (reading 'addEventListener')". Every loader takes its target before the await.
  {
    marks: 'var VideoProviderLoader = class',
    find: /async load\((ctx|context)\) \{\n((?:\t+if [^\n]*\n)+)(\t+)return new \(await (\(import\([^\n]*\))\)\.(\w+Provider)\(this\.target, \1\);/g,
    replace: 'async load($1) {\n$2$3const target = this.target;\n$3return new (await $4).$5(target, $1);',
    issue: 'provider loaders (vidstack/player#1771)',
  },
  // The same issue's second half: no video, no picture-in-picture.
  {
    marks: 'function canUsePictureInPicture(video)',
    find: /return !!document\.pictureInPictureEnabled && !video\?\.disablePictureInPicture;/,
    replace: 'return !!video && !!document.pictureInPictureEnabled && !video.disablePictureInPicture;',
    issue: 'canUsePictureInPicture (vidstack/player#1771)',
  },
];

/** The patches as a Vite (and Rolldown) plugin: for the build, the dev server's pre-bundling and vitest. */
export const vidstackPatches: Plugin = {
  name: 'vidstack-patches',
  enforce: 'pre',
  transform(code, id) {
    if (!VIDSTACK.test(id)) return null;
    let patched = code;
    for (const { marks, find, replace, issue } of PATCHES) {
      if (!patched.includes(marks)) continue;
      if (!find.test(patched)) this.error(`vidstack's ${issue} is not the code patched here (${id})`);
      find.lastIndex = 0;
      patched = patched.replace(find, replace);
    }
    return patched === code ? null : patched;
  },
};
