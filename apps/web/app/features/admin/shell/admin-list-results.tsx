import type { ReactNode } from 'react';
import type { ApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from './admin-load-state';
import { AdminPaging } from './admin-paging';

type ListPage<Item> = { items: Item[]; page: number; pageSize: number; total: number };

/**
 * What a back-office list shows under its filters: the loading state, then `empty` when nothing matches, or its
 * entries (drawn by `children`) and the paging. Announced politely as it changes.
 */
export function AdminListResults<Item>({
  state,
  retry,
  empty,
  onPage,
  children,
}: {
  state: ApiLoad<ListPage<Item>>;
  retry: () => void;
  empty: string;
  onPage: (page: number) => void;
  children: (items: Item[]) => ReactNode;
}) {
  return (
    <div className="mt-4" aria-live="polite">
      <AdminLoadState state={state} retry={retry} />
      {state.status === 'loaded' &&
        (state.data.items.length === 0 ? (
          <p className="py-6 text-stone-700">{empty}</p>
        ) : (
          <>
            {children(state.data.items)}
            <AdminPaging
              page={state.data.page}
              pageSize={state.data.pageSize}
              total={state.data.total}
              onPage={onPage}
            />
          </>
        ))}
    </div>
  );
}
