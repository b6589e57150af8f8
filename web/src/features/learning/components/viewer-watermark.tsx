/**
 * The signed-in viewer's email over a lesson, faint, so that a screen recording names whose account
 * it came from. It sits inside the player (lesson-video.tsx), so fullscreen shows it too, and a CSS
 * animation (`watermark` in web/src/index.css) moves it every few seconds without a React render.
 * It keeps to the 16:9 picture, not the whole player: fullscreen on a screen of another shape
 * letterboxes the video, and a mark on the black bars would be cropped away with them. Sized by the
 * player's width: small on a phone, larger in fullscreen.
 */
export function ViewerWatermark({ email }: { email: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute top-1/2 left-1/2 aspect-video w-[min(100cqw,100cqh*16/9)] -translate-1/2 select-none">
      <div className="absolute max-w-[70%] animate-[watermark_30s_step-end_infinite] truncate text-xs font-medium text-white opacity-25 text-shadow-xs text-shadow-black @3xl:text-sm @7xl:text-lg">
        {email}
      </div>
    </div>
  );
}
