import { useState } from 'react';
import { ROBOT_DESCRIPTION_PREVIEW } from '@academy/shared/constants';
import type { RobotDetail } from '@academy/shared/catalogue';
import type { OwnLicence } from '@academy/shared/licences';
import { licenceTermText } from '../../../lib/licence-term-text.ts';
import { LinkButton } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { refreshLicence } from '../api/robot-licence.ts';
import { DownloadLinkButton, RobotLicence } from './robot-licence.tsx';

/**
 * docs/requirements.md#robot-download-page: the robot download page (image, title, author, a 150-character preview, the zip), and
 * the buyer's licence. "Updated to" shows when the latest version is newer than their last download.
 */
export function RobotDownload({ robot, licence }: { robot: RobotDetail; licence: OwnLicence | undefined }) {
  const lastDownload = licence?.downloads[0];
  const updated = Boolean(lastDownload && lastDownload.version !== robot.version);
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
        {robot.my_licence && robot.my_licence.term !== 'owned' && (
          <p role="status" className="w-fit rounded-full bg-accent-400/10 px-3 py-1 text-sm font-semibold text-accent-400" data-testid="licence-term">
            {licenceTermText(robot.my_licence)}
          </p>
        )}
        {robot.zip ? (
          <>
            {updated && (
              <p role="status" className="w-fit rounded-full bg-accent-400/10 px-3 py-1 text-sm font-semibold text-accent-400">
                Updated to {robot.version}
              </p>
            )}
            <a
              href={robot.zip}
              download
              // The download is recorded as it starts; the history shows it once the server has it.
              onClick={() => void new Promise((r) => setTimeout(r, 1500)).then(() => refreshLicence(robot.slug))}
              className="inline-flex w-fit items-center gap-2 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-navy-950 hover:bg-accent-500"
            >
              Download robot
            </a>
            <p className="-mt-2 text-sm text-slate-400">Version {robot.version}</p>
            <DownloadLinkButton slug={robot.slug} />
          </>
        ) : (
          <LinkButton to={paths.product(robot)}>{robot.terms.rent ? 'Rent or buy this robot to download it' : 'Buy this robot to download it'}</LinkButton>
        )}
      </div>
      {licence && (
        <div className="lg:col-span-2">
          <RobotLicence slug={robot.slug} licence={licence} />
        </div>
      )}
    </article>
  );
}
