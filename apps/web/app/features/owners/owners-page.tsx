import type { SiteImage } from '@konak/domain/api/site-images/site-image';
import { EarningsSection } from './earnings-section';
import { ManagementSteps } from './management-steps';
import { OwnerInquirySection } from './owner-inquiry-section';
import { OwnerRequirements } from './owner-requirements';
import { OwnersFaq } from './owners-faq';
import { OwnersHero } from './owners-hero';
import { OwnersReasons } from './owners-reasons';

/** The owners page (spec §1, §2): why list with Konak, how management works, earnings, needs, FAQ and the form. */
export function OwnersPage({ heroImage }: { heroImage: SiteImage | null }) {
  return (
    <>
      <OwnersHero image={heroImage} />
      <OwnersReasons />
      <ManagementSteps />
      <EarningsSection />
      <OwnerRequirements />
      <OwnersFaq />
      <OwnerInquirySection />
    </>
  );
}
