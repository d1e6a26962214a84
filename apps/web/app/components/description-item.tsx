import type { ReactNode } from 'react';

/** One term and its value in a `<dl>`, each page giving the frame and the two texts their look. */
export function DescriptionItem({
  label,
  testId,
  children,
  className,
  termClassName,
  valueClassName,
}: {
  label: string;
  testId: string;
  children: ReactNode;
  className: string;
  termClassName: string;
  valueClassName: string;
}) {
  return (
    <div className={className}>
      <dt className={termClassName}>{label}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
