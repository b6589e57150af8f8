import { useParams } from 'react-router';
import { UserLearningScreen } from '../../../features/admin-learning/components/user-learning-screen.tsx';

export function Component() {
  const id = useParams().id ?? '';
  return <UserLearningScreen key={id} userId={id} />;
}
