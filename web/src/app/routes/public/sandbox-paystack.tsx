import { useParams } from 'react-router';
import { SandboxPaystackPage } from '../../../features/checkout/components/sandbox-paystack-page.tsx';

export function Component() {
  return <SandboxPaystackPage reference={useParams().reference ?? ''} />;
}
