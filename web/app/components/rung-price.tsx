/** A rung's size and, for a visitor whose country is known, its cost (shared/lib/data-cost.ts). */
import { useTranslation } from 'react-i18next';
import { dataCost } from '#shared/lib/data-cost.ts';
import { useRootData } from '../lib/use-root-data';

export function Price({ bytes, estimate }: { bytes: number; estimate?: boolean }) {
  const { t } = useTranslation('presentations');
  const { locale, country } = useRootData();
  const cost = dataCost(bytes, country ?? undefined, locale);
  return (
    <p className="rung-price" data-testid="rung-price">
      <span className="rung-size" data-bytes={bytes}>
        {estimate ? t('ladder.about', { size: cost.size }) : cost.size}
      </span>
      {cost.usd && (
        <span className="rung-money" data-testid="rung-money">
          {[cost.local, cost.usd].filter(Boolean).join(' · ')}
        </span>
      )}
    </p>
  );
}
