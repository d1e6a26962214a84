import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadPreloadedTranslations } from './i18n/translation-files';

// React Router's own entry, after the page's translation files (decision 114): hydration then renders at once.
void loadPreloadedTranslations(document).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
