import { Link, useLocation } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { adminPath } from './admin-path';
import type { ListingEditorNamespace } from './listing-editor-namespace';
import { PublishControl } from './publish-control';
import { PublishedBadge } from './published-badge';

type Props<E extends { id: string; isPublished: boolean }> = {
  namespace: ListingEditorNamespace;
  /** The list's path under /admin ("/apartments", "/tours"); the photos are at {list}/{id}/photos. */
  listPath: string;
  /** Null while a new listing is written. */
  editor: E | null;
  heading: string;
  publish: (id: string, published: boolean) => Promise<E>;
  onChanged: (editor: E) => void;
};

/**
 * The top of an apartment's or tour's editor: the way back to the list, the heading, and once it exists its
 * published state, the publish dialog, the way to its photos and the "created" note after a create.
 */
export function ListingEditorHeader<E extends { id: string; isPublished: boolean }>({
  namespace,
  listPath,
  editor,
  heading,
  publish,
  onChanged,
}: Props<E>) {
  const { t } = useTranslation(namespace);
  const { urlLanguage } = useLanguage();
  const location = useLocation();
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  return (
    <>
      <p>
        <Link to={adminPath(urlLanguage, listPath)} className="text-brand-800 underline">
          {t('editor.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-stone-900">{heading}</h1>
      {editor && (
        <div className="mt-3 mb-4 flex flex-wrap items-center gap-3">
          <PublishedBadge namespace={namespace} published={editor.isPublished} />
          <PublishControl
            namespace={namespace}
            editor={editor}
            publish={(published) => publish(editor.id, published)}
            onChanged={onChanged}
          />
          <Link
            to={adminPath(urlLanguage, `${listPath}/${editor.id}/photos`)}
            className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 px-4 font-semibold text-brand-800 hover:bg-stone-50"
          >
            {t('editor.photos')}
          </Link>
        </div>
      )}
      {justCreated && editor && (
        <p
          role="status"
          className="mb-4 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-800"
        >
          {t('editor.created')}
        </p>
      )}
    </>
  );
}
