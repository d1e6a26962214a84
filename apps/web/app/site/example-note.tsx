import { useTranslation } from '../i18n/i18n-context';

/** Said next to every operator detail that is still the built-in example, so no visitor takes it for real. */
export function ExampleNote({ onDark = false, className = '' }: { onDark?: boolean; className?: string }) {
  const { t } = useTranslation('common');
  const colour = onDark ? 'text-amber-300' : 'text-amber-800';
  return (
    <p className={`text-xs font-medium ${colour} ${className}`} data-testid="example-note">
      {t('demo.exampleDetails')}
    </p>
  );
}
