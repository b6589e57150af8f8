import type { Plugin } from 'vite';

// vidstack 1.15.6 patched where its code is bundled: two bugs that tear a player down mid-setup with a
// page error, and a round trip before a lesson's first frame. Each patch fails the build when vidstack's code no longer reads as patched here: then see
// whether the issue is fixed upstream, and drop or update the patch.

const VIDSTACK = /[\\/]node_modules[\\/](@vidstack[\\/]react|vidstack)[\\/]/;

interface Patch {
  /** Which of vidstack's modules holds the code. */
  marks: string;
  /** The module patched, or null when its code no longer reads as patched here. */
  patch: (code: string) => string | null;
  issue: string;
}

/** A patch that replaces what `find` matches (every match, when it is global). */
const replacing =
  (find: RegExp, replace: string) =>
  (code: string): string | null => {
    find.lastIndex = 0;
    if (!find.test(code)) return null;
    find.lastIndex = 0;
    return code.replace(find, replace);
  };

const PATCHES: Patch[] = [
  // vidstack/player#1851 (open), under React 19: a slider preview's placement waits for the next animation
  // frame, and nothing cancels it when the player goes. A chapter that ends and starts the next, a tab or the
  // quiz taking the player's place: when the preview was resized in the frame before and the player is
  // destroyed before the next one, the placement asks the destroyed time and volume sliders whether they are
  // disabled, and each throws "disabled is not a function". The preview's element, null once the player is
  // detached from the page, is checked first, which ends it.
  {
    marks: '#updatePlacement = animationFrameThrottle(',
    patch: replacing(
      /const \{ disabled, orientation \} = this\.#slider;\s*if \(disabled\(\)\) return;\s*const el = this\.el, \{ offset, noClamp \} = this\.\$props;\s*if \(!el\) return;/,
      'const el = this.el; if (!el) return; const { disabled, orientation } = this.#slider; if (disabled()) return; const { offset, noClamp } = this.$props;',
    ),
    issue: 'SliderPreview placement (vidstack/player#1851)',
  },
  // vidstack/player#1771 (open; its fix, #1859, covers HLS alone): a provider loader reads its target, the
  // <video>, after awaiting the provider's chunk. When the video leaves the page meanwhile (the lesson closed
  // as it opened, on a slow machine or network), the target is null by then, the provider is built on null,
  // and Chromium's picture-in-picture support, which vidstack grants to a null video, listens on it: "Cannot
  // read properties of null (reading 'addEventListener')". Every loader takes its target before the await.
  {
    marks: 'var VideoProviderLoader = class',
    patch: replacing(
      /async load\((ctx|context)\) \{\n((?:\t+if [^\n]*\n)+)(\t+)return new \(await (\(import\([^\n]*\))\)\.(\w+Provider)\(this\.target, \1\);/g,
      'async load($1) {\n$2$3const target = this.target;\n$3return new (await $4).$5(target, $1);',
    ),
    issue: 'provider loaders (vidstack/player#1771)',
  },
  // The same issue's second half: no video, no picture-in-picture.
  {
    marks: 'function canUsePictureInPicture(video)',
    patch: replacing(
      /return !!document\.pictureInPictureEnabled && !video\?\.disablePictureInPicture;/,
      'return !!video && !!document.pictureInPictureEnabled && !video.disablePictureInPicture;',
    ),
    issue: 'canUsePictureInPicture (vidstack/player#1771)',
  },
  // Not a bug, a round trip: the <video> provider's loader imports, on each first play, the module its own
  // module already imports statically (the player's chunk holds it), through a one-line facade chunk that
  // the build makes for the dynamic import. On a phone's network that request held the lesson's first frame
  // back by a round trip after the player mounted. The loader takes the provider from the static import.
  {
    marks: 'var VideoProviderLoader = class',
    patch: (code) => {
      const dynamic = /\(import\("(\.\/vidstack-\w+\.js)"\)\.then\(\(n\) => n\.provider_exports\$1\)\)/.exec(code);
      if (!dynamic) return null;
      const [call, file] = dynamic;
      const staticImport = new RegExp(`^import \\{ ([^}\\n]+) \\} from "${file!.replaceAll('.', '\\.')}";$`, 'm');
      if (!staticImport.test(code)) return null;
      return code
        .replace(staticImport, (line, names: string) => line.replace(names, `${names}, provider_exports$1 as videoProviderModule`))
        .replace(call, 'videoProviderModule');
    },
    issue: "the video provider's loader",
  },
];

/** The patches as a Vite (and Rolldown) plugin: for the build, the dev server's pre-bundling and vitest. */
export const vidstackPatches: Plugin = {
  name: 'vidstack-patches',
  enforce: 'pre',
  transform(code, id) {
    if (!VIDSTACK.test(id)) return null;
    let patched = code;
    for (const { marks, patch, issue } of PATCHES) {
      if (!patched.includes(marks)) continue;
      const next = patch(patched);
      if (next === null) this.error(`vidstack's ${issue} is not the code patched here (${id})`);
      patched = next;
    }
    return patched === code ? null : patched;
  },
};
