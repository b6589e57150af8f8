import { useParams } from 'react-router';
import { SandboxInvoicePage } from '../../../features/checkout/components/sandbox-invoice-page.tsx';

export function Component() {
  return <SandboxInvoicePage id={useParams().id ?? ''} />;
}
