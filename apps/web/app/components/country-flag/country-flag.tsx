import { flagUrl } from './flag-url';

/**
 * A region's flag, 4:3, beside the country's name or dial code. Decorative (empty alt): the name next to it says
 * which country it is, and a screen reader would only hear the name twice.
 */
export function CountryFlag({ code, className = '' }: { code: string; className?: string }) {
  return (
    <img
      src={flagUrl(code)}
      width={20}
      height={15}
      alt=""
      loading="lazy"
      decoding="async"
      className={`h-[15px] w-5 shrink-0 rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.08)] ${className}`}
      data-testid="country-flag"
    />
  );
}
