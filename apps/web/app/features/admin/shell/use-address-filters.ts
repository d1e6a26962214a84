import { useSearchParams } from 'react-router';

/**
 * A back-office list's filters and page, kept in the address so that a filtered view can be shared and reloaded:
 * `values` holds each filter ('' when unset), `query` is the address's query (what the list loads by), and `show`
 * puts new filters, and a page past the first, into the address.
 */
export function useAddressFilters<Name extends string>(names: readonly Name[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const values = Object.fromEntries(names.map((name) => [name, searchParams.get(name) ?? ''])) as Record<
    Name,
    string
  >;
  const show = (next: Record<Name, string>, page = 1) => {
    const params = new URLSearchParams();
    for (const name of names) if (next[name]) params.set(name, next[name]);
    if (page > 1) params.set('page', String(page));
    setSearchParams(params);
  };
  return { query, values, show };
}
