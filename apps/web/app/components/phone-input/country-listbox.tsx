import type { CountryCode } from 'libphonenumber-js';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n-context';
import { CountryFlag } from '../country-flag/country-flag';
import { countryOptions, searchCountries } from './country-options';
import type { PanelPlacement } from './use-panel-placement';

const PAGE_STEP = 10;

/**
 * The country selector's panel (WAI-ARIA combobox with a listbox popup): a search field that keeps focus
 * while the arrow keys move the active option (aria-activedescendant), Enter or a click chooses it.
 * Escape and Tab are left to the phone input, which owns the panel's open state.
 */
export function CountryListbox({
  id,
  selected,
  onChoose,
  placement,
}: {
  id: string;
  selected: CountryCode | null;
  onChoose: (country: CountryCode) => void;
  placement: PanelPlacement;
}) {
  const { t, language } = useTranslation('phone-input');
  const options = useMemo(() => countryOptions(language), [language]);
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchCountries(options, query, language), [options, query, language]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      options.findIndex((option) => option.code === selected),
    ),
  );
  const search = useRef<HTMLInputElement>(null);
  const optionIdPrefix = useId();
  const listId = `${id}-list`;
  const activeOption = results[active];

  useEffect(() => {
    search.current?.focus();
  }, []);

  useEffect(() => {
    const element = activeOption ? document.getElementById(`${optionIdPrefix}-${activeOption.code}`) : null;
    // happy-dom and old browsers may lack it; the highlight is still there without scrolling.
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption, optionIdPrefix]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      PageDown: Math.min(active + PAGE_STEP, last),
      PageUp: Math.max(active - PAGE_STEP, 0),
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(Math.max(next, 0));
    } else if (event.key === 'Enter') {
      // Never submits the surrounding form: Enter here means "this country".
      event.preventDefault();
      if (activeOption) onChoose(activeOption.code);
    }
  }

  return (
    // Laid over the form (absolute), so opening it moves nothing; usePanelPlacement keeps it inside the screen.
    <div
      id={id}
      data-side={placement.side}
      className="absolute inset-x-0 z-20 rounded-xl border border-stone-300 bg-white p-2 shadow-lg data-[side=above]:bottom-full data-[side=above]:mb-2 data-[side=below]:top-full data-[side=below]:mt-2"
      data-testid="phone-country-panel"
    >
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('country.searchLabel')}
      </label>
      <input
        ref={search}
        id={`${id}-search`}
        type="text"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${optionIdPrefix}-${activeOption.code}` : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="done"
        placeholder={t('country.searchPlaceholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded-lg border border-stone-300 px-3 text-base"
        data-testid="phone-country-search"
      />
      <p role="status" className="sr-only">
        {t('country.results', { count: results.length })}
      </p>
      {results.length === 0 ? (
        <p className="px-3 py-4 text-sm text-stone-600">{t('country.noResults')}</p>
      ) : null}
      {/* Pressing an option or the list's scrollbar must not take focus from the search field. */}
      <div
        id={listId}
        role="listbox"
        aria-label={t('country.listLabel')}
        className="mt-2 overflow-y-auto overscroll-contain"
        style={{ maxHeight: placement.listMaxHeight }}
        onMouseDown={(event) => event.preventDefault()}
      >
        {results.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the search field handles the keyboard (aria-activedescendant).
          <div
            key={option.code}
            tabIndex={-1}
            id={`${optionIdPrefix}-${option.code}`}
            role="option"
            aria-selected={option.code === selected}
            data-active={index === active ? 'true' : undefined}
            data-country={option.code}
            onPointerMove={() => setActive(index)}
            onClick={() => onChoose(option.code)}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-stone-800 data-[active=true]:bg-brand-50 aria-selected:font-semibold"
          >
            <CountryFlag code={option.code} />
            <span className="min-w-0 flex-1 truncate">{option.name}</span>
            <span dir="ltr" className="shrink-0 text-sm text-stone-600 tabular-nums">
              {option.dialCode}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
