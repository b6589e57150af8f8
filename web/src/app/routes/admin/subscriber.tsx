import { useParams } from 'react-router';
import { SubscriberScreen } from '../../../features/admin-subscribers/components/subscriber-screen.tsx';

export function Component() {
  const id = useParams().id ?? '';
  // Another subscriber is another screen: its tables start again at page 1, its form empty.
  return <SubscriberScreen key={id} id={id} />;
}
