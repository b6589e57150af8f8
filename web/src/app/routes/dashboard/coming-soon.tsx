import { useLocation } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Your Courses, Your Robots and the player open with the learning area. */
export function Component() {
  const robots = useLocation().pathname.includes('robot');
  return <ComingSoon title={robots ? 'Your Robots' : 'Your Courses'} text="What you buy will appear here with the learning area, coming very soon." />;
}
