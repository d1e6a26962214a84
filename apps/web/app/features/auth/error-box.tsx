import type { ReactNode } from 'react';

/**
 * A form's failure, in the spec's red box (§2). role="alert" makes screen readers announce it as soon as it
 * appears; each child is one sentence on its own line.
 */
export function ErrorBox({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex flex-col gap-1 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {children}
    </div>
  );
}
