import { useMatches } from 'react-router';
import { TRANSLATION_PRELOAD_ATTRIBUTE, translationFilesOf } from './translation-files';

/** Preload links for the page's translation files, so they load beside the scripts rather than after them. */
export function TranslationPreloads() {
  const urls = useMatches().flatMap((match) =>
    Object.values(translationFilesOf(match.loaderData)?.files ?? {}),
  );
  return urls.map((url) => (
    <link
      key={url}
      rel="preload"
      as="fetch"
      href={url}
      crossOrigin="anonymous"
      {...{ [TRANSLATION_PRELOAD_ATTRIBUTE]: '' }}
    />
  ));
}
