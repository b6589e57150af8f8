import { useLocation, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useEditableItem } from '../../../features/admin-catalogue/api/editable-item.ts';
import { PublishVersionForm } from '../../../features/admin-catalogue/components/publish-version-form.tsx';
import { ChaptersSection } from '../../../features/admin-catalogue/components/chapters-section.tsx';
import { UpdateItemForm } from '../../../features/admin-catalogue/components/update-item-form.tsx';
import { useAdminCohorts } from '../../../features/admin-cohorts/api/cohorts.ts';
import { CohortsSection } from '../../../features/admin-cohorts/components/cohorts-section.tsx';
import { LiveSessionsSection } from '../../../features/admin-live-sessions/components/live-sessions-section.tsx';
import { PacingSection } from '../../../features/admin-pacing/components/pacing-section.tsx';
import { QuizSetsSection } from '../../../features/admin-quizzes/components/quiz-sets-section.tsx';
import { useRobot } from '../../../features/catalogue/api/get-robot.ts';

export function Component() {
  const slug = useParams().id ?? '';
  const kind = useLocation().pathname.includes('/update/robot/') ? 'robot' : 'course';
  const editable = useEditableItem(kind, slug);
  const robotData = useRobot(kind === 'robot' ? slug : null);
  if (editable.error) return <p role="alert">Not found.</p>;
  if (!editable.data) return <Spinner label="Loading" />;
  const reload = () => editable.mutate();
  const item = editable.data;
  // A new revision is a new form: each field starts again at what is stored now.
  const form =
    'activation_limit' in item ? (
      <UpdateItemForm key={item.revision} kind="robot" item={item} reload={reload} />
    ) : (
      <UpdateItemForm key={item.revision} kind="course" item={item} reload={reload} />
    );
  // A robot's page also publishes its new versions; a course's details its chapters and paces its lessons (both read
  // again with each revision: its lists may have changed), writes its question sets, runs it in cohorts and schedules its
  // live sessions (a recording joins the course's lists: the form above is read again).
  return (
    <div className="flex flex-col gap-6">
      {form}
      {robotData.data ? (
        <PublishVersionForm robot={robotData.data} onPublished={() => robotData.mutate()} />
      ) : (
        kind === 'course' && (
          <>
            <ChaptersSection key={`chapters-${item.revision}`} slug={slug} />
            <PacingSection key={item.revision} slug={slug} />
            <QuizSetsSection slug={slug} />
            <CohortsSection slug={slug} />
            <CourseLiveSessions slug={slug} onCourseChanged={reload} />
          </>
        )
      )}
    </div>
  );
}

/** The live sessions section given the course's cohorts, which the cohorts section above reads too (one request). */
function CourseLiveSessions({ slug, onCourseChanged }: { slug: string; onCourseChanged: () => Promise<unknown> }) {
  const cohorts = useAdminCohorts(slug).data?.cohorts ?? [];
  return <LiveSessionsSection slug={slug} cohorts={cohorts} onCourseChanged={onCourseChanged} />;
}
