import { Suspense, useEffect, useRef, useState } from 'react';
import { ModalDescription, ModalTitle } from '../../components/modal/modal-frame';
import { preloadPhoneInputTranslations } from '../../components/phone-input/phone-input-translations';
import { useLanguage, useTranslation } from '../../i18n/i18n-context';
import { RegisterForm } from './register-form';
import {
  preloadTermsTranslations,
  RegistrationTranslations,
  TermsTranslations,
} from './registration-translations';
import { TermsContent, TermsHeading } from './terms/terms-content';
import { loadTermsDocument, termsDocumentLanguage } from './terms/terms-document';

/** The `register` modal: the registration form, and the terms in accept mode as a second view of it. */
export default function RegisterModal({ returnTo }: { returnTo?: string; close: () => void }) {
  const { language } = useLanguage();
  useEffect(() => {
    // Fetched alongside the form's own texts, so the phone field and the terms view appear without a wait.
    preloadPhoneInputTranslations(language);
    preloadTermsTranslations(language);
    loadTermsDocument(termsDocumentLanguage(language)).catch(() => undefined);
  }, [language]);
  return (
    <RegistrationTranslations>
      <RegisterViews returnTo={returnTo} />
    </RegistrationTranslations>
  );
}

type FocusTarget = 'terms' | 'checkbox' | 'link';

/**
 * Only one modal is open at a time, so the terms cannot open over the form: they replace it inside this
 * dialog, and the form (kept mounted, only hidden) comes back exactly as it was filled in.
 */
function RegisterViews({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation('registration');
  const [view, setView] = useState<'form' | 'terms'>('form');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const termsCheckbox = useRef<HTMLInputElement>(null);
  const termsLink = useRef<HTMLButtonElement>(null);
  const termsView = useRef<HTMLDivElement>(null);
  // Where the focus goes once the next view is on screen.
  const focusNext = useRef<FocusTarget | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each switch of view, when its elements exist.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    const elements = { terms: termsView, checkbox: termsCheckbox, link: termsLink };
    if (target) elements[target].current?.focus();
  }, [view]);

  function show(next: 'form' | 'terms', focus: FocusTarget) {
    focusNext.current = focus;
    setView(next);
  }

  return (
    <div data-testid="register-modal" data-view={view}>
      {view === 'terms' ? (
        <div ref={termsView} tabIndex={-1} className="outline-none" data-testid="register-terms-view">
          <Suspense fallback={null}>
            <TermsTranslations>
              <TermsHeading />
              <TermsContent
                mode="accept"
                onAccept={() => {
                  setTermsAccepted(true);
                  show('form', 'checkbox');
                }}
                onBack={() => show('form', 'link')}
              />
            </TermsTranslations>
          </Suspense>
        </div>
      ) : (
        <>
          <ModalTitle>{t('register.title')}</ModalTitle>
          <ModalDescription>{t('register.description')}</ModalDescription>
        </>
      )}
      <div hidden={view !== 'form'}>
        <RegisterForm
          returnTo={returnTo}
          termsAccepted={termsAccepted}
          onTermsAcceptedChange={setTermsAccepted}
          onShowTerms={() => show('terms', 'terms')}
          termsCheckbox={termsCheckbox}
          termsLink={termsLink}
        />
      </div>
    </div>
  );
}
