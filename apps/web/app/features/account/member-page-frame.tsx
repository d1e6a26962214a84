import type { ReactNode } from 'react';

/** The frame every member page shares: one width, one heading style, room below for its content. */
export function MemberPageFrame({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12" data-testid={testId}>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
      {children}
    </section>
  );
}
