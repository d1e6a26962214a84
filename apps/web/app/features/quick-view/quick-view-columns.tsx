import type { ReactNode } from 'react';

/** The gallery above the details on phones; two columns, gallery first, from 768 px. */
export function QuickViewColumns({ gallery, children }: { gallery: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-5 md:grid-cols-2 md:gap-8">
      <div>{gallery}</div>
      <div className="flex min-w-0 flex-col gap-4">{children}</div>
    </div>
  );
}
