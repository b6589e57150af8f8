import { useEffect } from 'react';
import { EnrolCta } from '../../../features/home/components/enrol-cta.tsx';
import { Statistics } from '../../../features/home/components/statistics.tsx';
import { WhoWeAre } from '../../../features/home/components/who-we-are.tsx';
import { WhySection } from '../../../features/home/components/why-section.tsx';

/** Spec 2.1: scrolls to the top and stacks statistics, who we are, why, and the call to action. */
export function Component() {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <>
      <Statistics />
      <WhoWeAre />
      <WhySection />
      <EnrolCta />
    </>
  );
}
