import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { SecondFactorForm } from '../../../features/second-factor/components/second-factor-form.tsx';
import { useNextParam } from '../../../lib/next-param.ts';

/** The customer's sign-in, second step: the code from their authenticator app. */
export function Component() {
  const next = useNextParam();
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <h1 className="mb-6 text-center text-2xl font-semibold">Two-factor sign-in</h1>
        <SecondFactorForm area="customer" next={next ?? paths.dashboard.root} out={paths.login} />
      </Card>
    </div>
  );
}
