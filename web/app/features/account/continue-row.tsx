/**
 * The dashboard's Continue row (decision 0025): presentations started and articles partly read,
 * newest first, each a link that resumes it (a presentation at its second, `?t=`; an article at its
 * place, `#read-<percent>`). The server lists what the account knows; the browser adds what only
 * this device knows yet, then sends it to the account.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, Heading, Text } from '@radix-ui/themes';
import { intlLocale } from '#shared/lib/dates.ts';
import { CONTINUE_ROW_MAX, inProgress } from '#shared/lib/progress.ts';
import { Link } from '../../components/link';
import { deviceEntries, syncProgress } from '../../lib/progress';
import { clockTime } from '../../lib/clock-time';
import { useRootData } from '../../lib/use-root-data';
import type { ContinueItem } from './types';

/** The row's items with the device's newer entries in place of the account's. */
function withDevice(items: ContinueItem[]): ContinueItem[] {
  const merged = new Map(items.map((item) => [`${item.kind}-${item.id}`, item]));
  for (const local of deviceEntries()) {
    const key = `${local.entry.kind}-${local.entry.id}`;
    const known = merged.get(key);
    if (known && Date.parse(known.updatedAt) >= Date.parse(local.entry.updatedAt)) continue;
    if (!known && !inProgress(local.entry)) continue;
    merged.set(key, {
      ...local.entry,
      title: known?.title ?? local.title,
      path: local.path,
      duration: known?.duration,
    });
  }
  return [...merged.values()]
    .filter((item) => inProgress(item, item.duration))
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, CONTINUE_ROW_MAX);
}

export const resumeHref = (item: Pick<ContinueItem, 'kind' | 'at' | 'path'>) =>
  item.kind === 'presentation'
    ? `${item.path}?t=${Math.floor(item.at)}`
    : `${item.path}#read-${Math.round(item.at * 100)}`;

export function ContinueRow({ items: fromServer }: { items: ContinueItem[] }) {
  const { t } = useTranslation('account');
  const { locale } = useRootData();
  const [items, setItems] = useState(fromServer);

  useEffect(() => {
    let current = true;
    // What this device knows first; then the account hears of it.
    const merge = () => current && setItems(withDevice(fromServer));
    queueMicrotask(merge);
    void syncProgress().then(merge);
    return () => {
      current = false;
    };
  }, [fromServer]);

  if (items.length === 0) return null;
  const percent = new Intl.NumberFormat(intlLocale(locale), { style: 'percent' });
  return (
    <section className="continue-row" aria-labelledby="continue-title" data-testid="continue-row">
      <Heading as="h2" size="5" id="continue-title">
        {t('dashboard.continueTitle')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="2">
        {t('dashboard.continueIntro')}
      </Text>
      <ul className="continue-items">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} data-testid="continue-item">
            <Card size="2">
              <Badge color="grass" variant="soft" mb="1">
                {t(item.kind === 'presentation' ? 'dashboard.continuePresentation' : 'dashboard.continueArticle')}
              </Badge>
              <Text as="p" weight="bold">
                <Link to={resumeHref(item)} aria-label={t('dashboard.continueLink', { title: item.title })}>
                  {item.title}
                </Link>
              </Text>
              <Text as="p" size="2" color="gray">
                {item.kind === 'presentation'
                  ? t('dashboard.continueAt', { time: clockTime(item.at) })
                  : t('dashboard.continueRead', { percent: percent.format(item.at) })}
              </Text>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
