import { use, useEffect } from 'react';
import { loadMessages } from '../../../lib/i18n';
import { useLocale } from '../../../lib/use-locale';
import { ConnectionsSection } from './connections-section';
import { HowItWorksSection } from './how-it-works-section';
import { MembershipSection } from './membership-section';
import { RegionPicker } from './region-picker';
import { SiteFooter } from './site-footer';
import { WhySection } from './why-section';

export function LandingSections() {
  // Their texts are a part of the catalogue of their own, fetched with this chunk (P9).
  use(loadMessages(useLocale().language, 'landing'));
  // A link such as /az#membership arrives before this part exists: scroll once it does.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <>
      <WhySection />
      <HowItWorksSection />
      <ConnectionsSection />
      <RegionPicker />
      <MembershipSection />
    </>
  );
}

/** The landing's footer: its texts come with the sections' part of the catalogue. */
export function LandingFooter() {
  use(loadMessages(useLocale().language, 'landing'));
  return <SiteFooter />;
}
