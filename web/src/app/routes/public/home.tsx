import { useEffect } from 'react';
import { EnrolCta } from '../../../features/home/components/enrol-cta.tsx';
import { Statistics } from '../../../features/home/components/statistics.tsx';
import { WhoWeAre } from '../../../features/home/components/who-we-are.tsx';
import { WhySection } from '../../../features/home/components/why-section.tsx';
import { ACADEMY_NAME } from '@academy/shared/constants';
import { PageHead } from '../../../components/seo/page-head.tsx';
import { organization } from '../../../components/seo/structured-data.ts';
import { paths } from '../../../config/paths.ts';
import { useSiteOrigin } from '../../../lib/site.tsx';

/** docs/requirements.md#home-page: scrolls to the top and stacks statistics, who we are, why, and the call to action. */
export function Component() {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <>
      <PageHead
        title={ACADEMY_NAME}
        description="Trading courses, tested trading robots and a signals group: learn forex, crypto, stock and commodities trading with a plan, at your own pace."
        path={paths.home}
        structuredData={organization(useSiteOrigin())}
      />
      <Statistics />
      <WhoWeAre />
      <WhySection />
      <EnrolCta />
    </>
  );
}
