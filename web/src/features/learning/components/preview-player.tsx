import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Sound } from './lesson-video.tsx';

// The player (vidstack) loads only when a preview is opened: a course page, rendered on the server too, never needs it otherwise.
const LessonVideo = lazy(() => import('./lesson-video.tsx').then((m) => ({ default: m.LessonVideo })));
const ignore = () => undefined;

interface PreviewPlayerProps {
  url: string;
  title: string;
  cover: string;
}

/** A free preview chapter playing where it is listed: the lesson player, started by the visitor's tap, saving no progress. */
export function PreviewPlayer({ url, title, cover }: PreviewPlayerProps) {
  const [sound, setSound] = useState<Sound>('on');
  return (
    <Suspense fallback={<Spinner label="Loading the preview" />}>
      <LessonVideo video={{ title, url }} title={title} cover={cover} startAt={0} sound={sound} onSoundChange={setSound} onProgress={ignore} onEnded={ignore} />
    </Suspense>
  );
}
