import { useEffect, useState } from 'react';
import { useLanguage } from '../../../i18n/i18n-context';
import { previewLegalDocument } from './api/legal-document-calls';

export type LegalPreview = { status: 'waiting' } | { status: 'ready'; html: string } | { status: 'failed' };

/** Typing pauses this long before the preview is asked for, so a burst of keys makes one request. */
const PAUSE_MS = 300;

/**
 * The draft as the public page would show it, cleaned by the server's own sanitiser (decision 091: the browser
 * carries no sanitiser, so the preview cannot differ from what is saved). Each new draft cancels the last request.
 */
export function useLegalPreview(content: string): LegalPreview {
  const { language } = useLanguage();
  const [preview, setPreview] = useState<LegalPreview>({ status: 'waiting' });
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      previewLegalDocument({ content }, { language, signal: abort.signal })
        .then((answer) => setPreview({ status: 'ready', html: answer.content }))
        .catch(() => {
          if (!abort.signal.aborted) setPreview({ status: 'failed' });
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [content, language]);
  return preview;
}
