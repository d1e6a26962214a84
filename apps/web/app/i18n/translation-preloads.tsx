import { useMatches } from 'react-router';
import type { Namespace } from './namespaces';
import {
  TRANSLATION_PRELOAD_ATTRIBUTE,
  translationFilesOf,
  translationFilesTogether,
} from './translation-files';

/**
 * The server's preload link for the page's translation files, all in one answer, so they load beside the scripts
 * rather than after them (entry.client.tsx waits for it before hydrating). The browser renders none.
 */
export function TranslationPreloads() {
  const sent = useMatches().flatMap((match) => translationFilesOf(match.loaderData) ?? []);
  const language = sent[0]?.language;
  const namespaces = sent.flatMap((files) => Object.keys(files.files) as Namespace[]);
  const href = language && namespaces.length > 0 ? translationFilesTogether(language, namespaces) : undefined;
  if (!href) return null;
  return (
    <link
      rel="preload"
      as="fetch"
      href={href}
      crossOrigin="anonymous"
      {...{ [TRANSLATION_PRELOAD_ATTRIBUTE]: '' }}
    />
  );
}
