/**
 * Country and language names in the page language, from the browser's (or Node's) own Intl.DisplayNames, so no
 * list of names is written by hand. One instance per language and kind (brief §3): building one costs far more
 * than asking it.
 */

type Kind = 'region' | 'language';

const instances = new Map<string, Intl.DisplayNames>();

function displayNames(language: string, type: Kind): Intl.DisplayNames {
  const key = `${type}:${language}`;
  let names = instances.get(key);
  if (!names) {
    names = new Intl.DisplayNames([language], { type, fallback: 'code' });
    instances.set(key, names);
  }
  return names;
}

/** "TR" → "Türkiye" / "تركيا" / "Турция"; the code itself when the runtime does not know it. */
export function countryName(code: string, language: string): string {
  try {
    return displayNames(language, 'region').of(code) ?? code;
  } catch {
    return code;
  }
}

/** "ru" → "Russian" in English, "Rusça" in Turkish, "русский" in Russian (lower case where the language writes it so). */
export function languageName(code: string, language: string): string {
  return displayNames(language, 'language').of(code) ?? code;
}
