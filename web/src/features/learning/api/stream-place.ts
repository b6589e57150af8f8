import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@academy/shared/api-error';
import { STREAM_BEAT_SECONDS } from '@academy/shared/stream-timing';
import { api } from '../../../lib/api-client.ts';

const claim = (takeOver: boolean) => api('streams', { body: { take_over: takeOver } });
const release = () => void api('streams/release', { body: {}, keepalive: true }).catch(() => undefined);

/**
 * This device's place among the account's (upstream/src/streams/streams.ts): claimed while a lesson
 * is open, beaten every few seconds, freed when the lesson is left. `refusal` is the server's reason
 * when the account already plays on its limit of devices, or another device took this one's place;
 * `takeOver` plays here anyway, stopping the device that started first. The video mounts while the
 * first claim is under way (its answer would cost the first frame a round trip): a refused device's
 * media is refused as well, and the refusal takes the video's place.
 */
export function useStreamPlace(active: boolean) {
  const [refusal, setRefusal] = useState<string | null>(null);
  // A refused device stops beating until the learner takes the place over.
  const refused = useRef(false);

  useEffect(() => {
    if (!active) return;
    let left = false;
    const beat = () => {
      if (refused.current) return;
      claim(false).catch((error: unknown) => {
        // Any other failure plays on: the media itself is admitted or refused the same way.
        if (left || !(error instanceof ApiError) || error.code !== 409) return;
        refused.current = true;
        setRefusal(error.message);
      });
    };
    const timer = setInterval(beat, STREAM_BEAT_SECONDS * 1000);
    beat();
    window.addEventListener('pagehide', release);
    return () => {
      left = true;
      clearInterval(timer);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [active]);

  /** Answers the server's message, for the learner's toast. */
  async function takeOver() {
    const { message } = await claim(true);
    refused.current = false;
    setRefusal(null);
    return message;
  }
  return { refusal, takeOver };
}
