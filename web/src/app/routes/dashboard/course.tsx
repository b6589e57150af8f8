import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useUserDetails } from '../../../features/account/api/get-user-details.ts';
import { useCourse } from '../../../features/catalogue/api/get-course.ts';
import { CompletionBanner } from '../../../features/learning/components/completion-banner.tsx';
import { useProgress } from '../../../features/learning/api/progress.ts';
import { CoursePlayer } from '../../../features/learning/components/course-player.tsx';
import { LiveSessionList } from '../../../features/live-sessions/components/live-session-list.tsx';
import { useQuizPanel } from '../../../features/quizzes/components/quiz-panel.tsx';
import { useCustomer } from './use-customer.ts';

// The questions under a lesson (their forms validate with the shared schemas, zod's 25 kB) load beside the video,
// not before it: the first frame waits for the code it needs and no more.
const LessonQuestions = lazy(() => import('../../../features/questions/components/lesson-questions.tsx').then((m) => ({ default: m.LessonQuestions })));

/**
 * True once the browser has had a quiet moment after the first render, or a second has passed. The questions wait for it:
 * asked for and run at once, their code shared a phone's CPU with the video's start (decision 103).
 */
function useAfterFirstWork() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const done = () => setReady(true);
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(done, 1000);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(done, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }, []);
  return ready;
}

export function Component() {
  const questionsReady = useAfterFirstWork();
  const slug = useParams().id ?? '';
  const { data: course, error } = useCourse(slug);
  const owned = course?.owned ?? false;
  const { data: progress } = useProgress(owned ? slug : null);
  const quizTab = useQuizPanel(owned ? slug : null);
  // Your Courses' read: marking the last chapter revalidates it, so the banner appears without a reload. Its email watermarks the lessons.
  const { data: details } = useUserDetails(useCustomer().name);
  const certificate = details?.courses.find((c) => c.slug === slug)?.certificate;
  if (error) return <p role="alert">This course could not be found.</p>;
  if (!course) return <Spinner label="Loading the course" />;
  if (!owned)
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-semibold">{course.title}</h1>
        <p className="text-slate-300">This course is not in your library yet.</p>
        <LinkButton to={paths.product(course)}>See the course</LinkButton>
      </div>
    );
  if (!progress) return <Spinner label="Loading your progress" />;
  return (
    <>
      {certificate && <CompletionBanner certificate={certificate} courseTitle={course.title} />}
      <CoursePlayer
        course={course}
        progress={progress}
        quizTab={quizTab}
        liveSessions={<LiveSessionList slug={slug} />}
        viewer={details?.email}
        questions={(chapter, clock) =>
          questionsReady && (
            <Suspense fallback={<Spinner label="Loading the questions" />}>
              <LessonQuestions key={`${chapter.list}-${chapter.position}`} slug={slug} list={chapter.list} position={chapter.position} clock={clock} />
            </Suspense>
          )
        }
      />
    </>
  );
}
