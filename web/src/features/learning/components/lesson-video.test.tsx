// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// vidstack's default layouts, counted: on a phone one render of them costs more than the rest of the player
// page together (the bench's Lighthouse trace of the player), so the player must not render them again for
// its own state (the sound, the watermark's email, a saved position).
const renders = vi.hoisted(() => ({ video: 0, audio: 0 }));
vi.mock('@vidstack/react/player/layouts/default', async (original) => {
  const real = await original<typeof import('@vidstack/react/player/layouts/default')>();
  return {
    ...real,
    DefaultVideoLayout: () => {
      renders.video++;
      return null;
    },
    DefaultAudioLayout: () => {
      renders.audio++;
      return null;
    },
  };
});

const { LessonVideo } = await import('./lesson-video.tsx');

const props: ComponentProps<typeof LessonVideo> = {
  video: { title: 'Lesson 1', url: '/api/academy/media/lesson-1.mp4' },
  title: 'Chapter 1: Lesson 1',
  cover: '/api/academy/files/cover.svg',
  startAt: 0,
  sound: 'on',
  onSoundChange: () => undefined,
  onProgress: () => undefined,
  onEnded: () => undefined,
};

describe("a lesson's player", () => {
  afterEach(() => {
    renders.video = renders.audio = 0;
  });

  it('renders the layouts once, whatever changes around them', () => {
    const { rerender, unmount } = render(<LessonVideo {...props} />);
    expect(renders).toEqual({ video: 1, audio: 1 });
    // What the course player hands down anew on each of its renders: the sound after a refused start,
    // the viewer's email once their details load, fresh callbacks.
    act(() => rerender(<LessonVideo {...props} sound="muted-for-autoplay" onProgress={() => undefined} />));
    act(() => rerender(<LessonVideo {...props} sound="on" viewer="learner@example.com" onEnded={() => undefined} />));
    expect(renders).toEqual({ video: 1, audio: 1 });
    unmount();
  });
});
