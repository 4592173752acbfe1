/**
 * The dashboard's Continue row (decision 0025): presentations started and articles partly read,
 * newest first, each a link that resumes it (a presentation at its second, `?t=`; an article at its
 * place, `#read-<percent>`). The server renders what the account knows; the row's module,
 * web/scripts/continue-row.ts, adds what only this device knows yet (its local progress) from the
 * two templates rendered here in the reader's language, then sends it to the account. With no
 * script the row is the account's.
 */
import { useTranslation } from 'react-i18next';
import { Badge, Card, Heading, Text } from '@radix-ui/themes';
import { intlLocale } from '#shared/lib/dates.ts';
import { Link } from 'react-router';
import { PageScript } from '../../components/page-script';
import { clockTime } from '../../lib/clock-time';
import { useRootData } from '../../lib/use-root-data';
import type { ContinueItem } from './types';

export const resumeHref = (item: Pick<ContinueItem, 'kind' | 'at' | 'path'>) =>
  item.kind === 'presentation'
    ? `${item.path}?t=${Math.floor(item.at)}`
    : `${item.path}#read-${Math.round(item.at * 100)}`;

interface ItemTexts {
  kind: ContinueItem['kind'];
  title: string;
  href: string;
  status: string;
  label: string;
}

/** One item's card; with placeholders (`{title}`, `{time}`, `{percent}`) it is the module's template. */
function ItemCard({ kind, title, href, status, label }: ItemTexts) {
  const { t } = useTranslation('account');
  return (
    <Card size="2">
      <Badge color="grass" variant="soft" mb="1">
        {t(kind === 'presentation' ? 'dashboard.continuePresentation' : 'dashboard.continueArticle')}
      </Badge>
      <Text as="p" weight="bold">
        <Link to={href} aria-label={label} data-slot="link">
          {title}
        </Link>
      </Text>
      <Text as="p" size="2" color="gray" data-slot="status">
        {status}
      </Text>
    </Card>
  );
}

export function ContinueRow({ items }: { items: ContinueItem[] }) {
  const { t } = useTranslation('account');
  const { locale } = useRootData();
  const percent = new Intl.NumberFormat(intlLocale(locale), { style: 'percent' });
  return (
    <section
      className="continue-row"
      aria-labelledby="continue-title"
      data-testid="continue-row"
      data-module="continue-row"
      hidden={items.length === 0}
    >
      <Heading as="h2" size="5" id="continue-title">
        {t('dashboard.continueTitle')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="2">
        {t('dashboard.continueIntro')}
      </Text>
      <ul className="continue-items">
        {items.map((item) => (
          <li
            key={`${item.kind}-${item.id}`}
            data-testid="continue-item"
            data-kind={item.kind}
            data-id={item.id}
            data-at={item.at}
            data-updated={item.updatedAt}
            data-duration={item.duration}
          >
            <ItemCard
              kind={item.kind}
              title={item.title}
              href={resumeHref(item)}
              label={t('dashboard.continueLink', { title: item.title })}
              status={
                item.kind === 'presentation'
                  ? t('dashboard.continueAt', { time: clockTime(item.at) })
                  : t('dashboard.continueRead', { percent: percent.format(item.at) })
              }
            />
          </li>
        ))}
      </ul>
      {(['presentation', 'article'] as const).map((kind) => (
        <template key={kind} data-continue-template={kind}>
          <li data-testid="continue-item">
            <ItemCard
              kind={kind}
              title="{title}"
              href="/"
              label={t('dashboard.continueLink', { title: '{title}' })}
              status={
                kind === 'presentation'
                  ? t('dashboard.continueAt', { time: '{time}' })
                  : t('dashboard.continueRead', { percent: '{percent}' })
              }
            />
          </li>
        </template>
      ))}
      <PageScript name="continue-row" />
    </section>
  );
}
