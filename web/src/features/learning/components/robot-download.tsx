import { useState } from 'react';
import { ROBOT_DESCRIPTION_PREVIEW } from '@academy/shared/constants';
import type { RobotDetail } from '@academy/shared/catalogue';
import { LinkButton } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

/** Spec 2.3: the robot download page (image, title, author, a 150-character preview, the zip). */
export function RobotDownload({ robot }: { robot: RobotDetail }) {
  const [expanded, setExpanded] = useState(false);
  const long = robot.description.length > ROBOT_DESCRIPTION_PREVIEW;
  const text = expanded || !long ? robot.description : `${robot.description.slice(0, ROBOT_DESCRIPTION_PREVIEW)}…`;
  return (
    <article className="grid gap-8 lg:grid-cols-2">
      <img src={robot.image} alt={`Cover of ${robot.title}`} width={1200} height={675} className="w-full rounded-2xl border border-navy-700" />
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-semibold">{robot.title}</h1>
        <p className="text-slate-400">By {robot.author}</p>
        <p className="leading-relaxed text-slate-300" data-testid="robot-description">
          {text}{' '}
          {long && (
            <button type="button" className="font-semibold text-accent-400 hover:underline" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
              {expanded ? 'Show less' : 'Read more'}
            </button>
          )}
        </p>
        <p className="rounded-xl border border-amber-300/30 bg-amber-300/10 p-4 text-sm text-amber-100">
          Follow the instructions in the detail file (README.txt in the zip) and the setup videos before running the robot on a live account.
        </p>
        {robot.zip ? (
          <a
            href={robot.zip}
            download
            className="inline-flex w-fit items-center gap-2 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-navy-950 hover:bg-accent-500"
          >
            Download robot
          </a>
        ) : (
          <LinkButton to={paths.product(robot)}>Buy this robot to download it</LinkButton>
        )}
      </div>
    </article>
  );
}
