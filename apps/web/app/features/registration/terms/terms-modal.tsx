import { TermsTranslations } from '../registration-translations';
import { TermsContent, TermsHeading } from './terms-content';

/** The `terms` modal: Terms of Service and Privacy Policy to read (registration shows them in accept mode itself). */
export default function TermsModal({ close }: { close: () => void }) {
  return (
    <TermsTranslations>
      <div data-testid="terms-modal">
        <TermsHeading />
        <TermsContent mode="read" onClose={close} />
      </div>
    </TermsTranslations>
  );
}
