import { suggestedSlugs } from '@konak/domain/catalogue/listing-slug';
import { type Language, SUPPORTED_LANGUAGES, textDirection } from '@konak/domain/languages';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/i18n-context';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/language-names';
import { isMissingTexts, type ListingEditorNamespace, type ListingTexts } from './listing-editor-namespace';

type Props<T extends ListingTexts> = {
  namespace: ListingEditorNamespace;
  translations: Record<Language, T>;
  onChange: (language: Language, texts: T) => void;
  /** The server's messages by field name ("translations.en.title"). */
  errors: Record<string, string>;
  /** The apartment's or tour's number, for the slug a title without Latin letters borrows. */
  listingNumber?: number;
  /**
   * Fields a kind of listing adds to each language (a tour's meeting point), written in that language's
   * direction; `field` gives the input's id and the server's message for it.
   */
  extraFields?: (props: {
    language: Language;
    texts: T;
    field: (name: Exclude<keyof T, keyof ListingTexts> & string) => { id: string; message: string | null };
    change: (name: keyof T & string) => (value: string) => void;
  }) => ReactNode;
};

/**
 * The texts in tr, en, ar, ru as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). Each tab says
 * whether its language is missing or has errors; every panel stays in the form, so switching loses nothing.
 */
export function LanguageTabs<T extends ListingTexts>({
  namespace,
  translations,
  onChange,
  errors,
  listingNumber,
  extraFields,
}: Props<T>) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [selected, setSelected] = useState<Language>('tr');
  const tabs = useRef(new Map<Language, HTMLButtonElement>());
  const suggestions = suggestedSlugs(
    Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, translations[language].title])),
    listingNumber,
  );
  const hasErrors = (language: Language) =>
    Object.keys(errors).some((field) => field.startsWith(`translations.${language}.`));

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = SUPPORTED_LANGUAGES.indexOf(selected);
    const last = SUPPORTED_LANGUAGES.length - 1;
    // In a right-to-left page the arrows follow the reading direction.
    const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const next = {
      [forward]: index === last ? 0 : index + 1,
      [backward]: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const language = SUPPORTED_LANGUAGES[next] as Language;
    setSelected(language);
    tabs.current.get(language)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        onKeyDown={move}
        className="flex flex-wrap gap-1 border-b border-stone-300"
      >
        {SUPPORTED_LANGUAGES.map((language) => {
          const active = language === selected;
          const missing = isMissingTexts(translations[language]);
          return (
            <button
              key={language}
              ref={(element) => {
                if (element) tabs.current.set(language, element);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${language}`}
              aria-controls={`${id}-panel-${language}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(language)}
              className={`-mb-px flex min-h-11 items-center gap-2 rounded-t-lg border px-3 font-semibold ${
                active
                  ? 'border-stone-300 border-b-white bg-white text-brand-800'
                  : 'border-transparent text-stone-700 hover:bg-stone-100'
              }`}
            >
              <span lang={language}>{NATIVE_LANGUAGE_NAMES[language]}</span>
              {hasErrors(language) ? (
                <span className="rounded-full bg-red-100 px-2 text-xs text-red-800">{t('tabs.errors')}</span>
              ) : (
                missing && (
                  <span className="rounded-full bg-amber-100 px-2 text-xs text-amber-900">
                    {t('tabs.missing')}
                  </span>
                )
              )}
            </button>
          );
        })}
      </div>
      {SUPPORTED_LANGUAGES.map((language) => {
        const texts = translations[language];
        const field = (name: string) => `translations.${language}.${name}`;
        const suggestion = suggestions[language];
        const change = (name: keyof T & string) => (value: string) =>
          onChange(language, { ...texts, [name]: value });
        return (
          <div
            key={language}
            role="tabpanel"
            id={`${id}-panel-${language}`}
            aria-labelledby={`${id}-tab-${language}`}
            hidden={language !== selected}
            className="space-y-3 rounded-b-xl border border-t-0 border-stone-200 bg-white p-4"
          >
            {language === 'tr' && <p className="text-sm text-stone-600">{t('tabs.turkishRequired')}</p>}
            <div lang={language} dir={textDirection(language)} className="space-y-3">
              <TextField
                id={`${id}-${language}-title`}
                label={t('texts.title')}
                value={texts.title}
                onChange={(event) => change('title')(event.currentTarget.value)}
                maxLength={120}
                message={errors[field('title')] ?? null}
                autoComplete="off"
              />
              <TextAreaField
                id={`${id}-${language}-description`}
                label={t('texts.description')}
                value={texts.description}
                onChange={(event) => change('description')(event.currentTarget.value)}
                rows={6}
                maxLength={5000}
                message={errors[field('description')] ?? null}
              />
              {extraFields?.({
                language,
                texts,
                field: (name) => ({ id: `${id}-${language}-${name}`, message: errors[field(name)] ?? null }),
                change,
              })}
            </div>
            <TextField
              id={`${id}-${language}-slug`}
              label={t('texts.slug')}
              hint={t('texts.slugHint')}
              value={texts.slug}
              onChange={(event) => change('slug')(event.currentTarget.value)}
              dir="ltr"
              spellCheck={false}
              autoComplete="off"
              maxLength={80}
              placeholder={suggestion}
              message={errors[field('slug')] ?? null}
            />
            {suggestion && suggestion !== texts.slug && (
              <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
                <span>{t('texts.suggestion', { slug: suggestion })}</span>
                <button
                  type="button"
                  onClick={() => change('slug')(suggestion)}
                  className="min-h-11 rounded-lg border border-stone-300 px-3 font-semibold text-brand-800 hover:bg-stone-50"
                >
                  {t('texts.useSuggestion')}
                </button>
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
