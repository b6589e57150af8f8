import { QuestionsScreen } from '../../../features/admin-questions/components/questions-screen.tsx';

export function Component() {
  return <QuestionsScreen />;
}
