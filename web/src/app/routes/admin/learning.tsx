import { LearningScreen } from '../../../features/admin-learning/components/learning-screen.tsx';

export function Component() {
  return <LearningScreen />;
}
