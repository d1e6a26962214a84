import type { ReactNode } from 'react';

/**
 * A form's failure as a whole (spec §2, §8), in the red box. role="alert" makes screen readers announce it as
 * soon as it appears; each child is one sentence on its own line.
 */
export function FormAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  if (!children) return null;
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
