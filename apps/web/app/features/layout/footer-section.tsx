import type { ReactNode } from 'react';
import { useIsMobileViewport } from '../../components/use-mobile-viewport';

/**
 * A footer column: a collapsible <details> on phones, always open from 768 px. app.css keeps the content
 * visible on wide screens from the first paint; `open` follows so assistive tech reports it expanded.
 */
export function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  const isMobile = useIsMobileViewport();
  return (
    <details className="footer-section border-b border-stone-700 md:border-0" open={!isMobile}>
      <summary className="flex cursor-pointer items-center justify-between py-3 md:cursor-default md:py-0">
        <h2 className="text-base font-semibold text-white">{title}</h2>
      </summary>
      <div className="pb-4 md:pt-3 md:pb-0">{children}</div>
    </details>
  );
}
