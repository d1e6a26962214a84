import { type RefObject, useEffect, useState } from 'react';

/**
 * Puts text on the clipboard: the async clipboard API where the page may use it, else the older selection
 * command, which still works on plain-http pages and older phone browsers. False when neither did.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the other way before giving up.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

type CopyState = 'idle' | 'copied' | 'failed';

const FEEDBACK_MS = 3000;

/**
 * A small "Copy" button for a value shown next to it (an IBAN, a reference). Success and failure are shown in
 * the button and announced; on failure the shown value is selected so the guest can copy it by hand.
 */
export function CopyButton({
  text,
  target,
  labels,
  testId,
}: {
  text: string;
  /** The element showing the value, selected when copying fails. */
  target: RefObject<HTMLElement | null>;
  labels: { copy: string; accessibleCopy: string; copied: string; failed: string };
  testId?: string;
}) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    const copied = await copyToClipboard(text);
    setState(copied ? 'copied' : 'failed');
    if (!copied && target.current) window.getSelection()?.selectAllChildren(target.current);
  }

  return (
    <>
      <button
        type="button"
        onClick={copy}
        aria-label={state === 'copied' ? labels.copied : labels.accessibleCopy}
        className="inline-flex min-h-9 items-center rounded-lg border border-stone-300 bg-white px-3 text-xs font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid={testId}
      >
        {state === 'copied' ? `✓ ${labels.copied}` : labels.copy}
      </button>
      {/* aria-live without role="status": the page's own status line stays the one status there. */}
      <span aria-live="polite" className={state === 'failed' ? 'basis-full text-xs text-red-700' : 'sr-only'}>
        {state === 'failed' ? labels.failed : state === 'copied' ? labels.copied : ''}
      </span>
    </>
  );
}
