/**
 * The watchlist and readlist pages (spec §3): number, image, title, date and a remove button that
 * asks first; sorting (the site's four sort options) and pages of 20 come from the URL, so they
 * work as links and forms; "You have no history" when the list is empty. Each row's Remove is a
 * plain form to the member action route (`/account/actions`, decision 0019) with no script: the
 * question opens in the page as a popover where the browser has them, and is asked in the row by
 * the route's answer elsewhere (ConfirmPopover). The answer is a 303 back here with the outcome in
 * the address. Its text names the list ("Remove from watchlist"), apart from the row's "Remove
 * offline copy". Below 600 px each row is a card (account.css `.card-table`), each cell under its
 * column's name.
 */
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { formatDate } from '#shared/lib/dates.ts';
import { ListingControls } from '../../components/listing/listing-controls';
import { Pager } from '../../components/listing/pager';
import { ResponsiveImage } from '../../components/responsive-image';
import { FormMessage } from '../../components/member/form-parts';
import { InlineConfirm, MemberActionForm } from '../../components/member/member-action-form';
import { outcomeOf, withoutOutcome } from '#shared/schemas/member-action.ts';
import { useRootData } from '../../lib/use-root-data';
import type { ListingData } from '../../lib/view-models';
import type { ListPageData, ListRow } from './types';
import { SaveOffline } from '../../components/offline/save-offline';
import { ConfirmPopover } from './confirm-popover';
import '../../styles/radix/table.css';

export function ListPage({ data }: { data: ListPageData }) {
  const { kind } = data;
  const { t } = useTranslation('account');
  const { locale } = useRootData();
  const { pathname, search } = useLocation();
  const back = withoutOutcome(pathname, search);
  // What the member action route said: the address carries it.
  const posted = outcomeOf(new URLSearchParams(search));
  const outcome = posted?.of === kind ? posted : null;

  const title = t(`lists.${kind}.title`);
  const listing: ListingData<ListRow> = {
    query: { page: data.page, sort: data.sort },
    items: data.rows ?? [],
    page: data.page,
    pageCount: data.pageCount,
    englishOnly: 0,
    total: data.total,
    filters: {},
  };
  const nameOf = (row: ListRow) => row.title ?? t(`lists.${kind}.missing`);

  return (
    <section className="account-page" aria-labelledby="list-title">
      <Heading as="h1" size="7" id="list-title">
        {title}
      </Heading>
      <div role="status" className="form-status" data-testid="list-status">
        {outcome?.done === 'removed' && <FormMessage tone="success">{t(`toggle.${kind}.removed`)}</FormMessage>}
        {outcome?.done === 'failed' && <FormMessage tone="error">{t('errors.generic')}</FormMessage>}
      </div>
      {data.rows === null ? (
        <Text as="p" color="red" role="alert">
          {t('lists.loadFailed')}
        </Text>
      ) : data.total === 0 ? (
        <Text as="p" className="empty-state" data-testid="list-empty">
          {t('emptyHistory')}
        </Text>
      ) : (
        <div className="data-table">
          <ListingControls listing={listing} id={kind} />
          <Text as="p" size="2" color="gray">
            {t(`lists.${kind}.count`, { count: data.total })}
          </Text>
          <Table.Root variant="surface" className="card-table" data-testid="list-table">
            <VisuallyHidden asChild>
              <caption>{title}</caption>
            </VisuallyHidden>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('lists.number')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('lists.image')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t(`lists.${kind}.itemTitle`)}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('lists.date')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('lists.remove')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.rows.map((row) => (
                <Table.Row key={row.id} data-testid="list-row" data-item-id={row.id}>
                  <Table.Cell data-label={t('lists.number')}>{row.number}</Table.Cell>
                  <Table.Cell>
                    {row.image ? (
                      <ResponsiveImage src={row.image} slot="thumbnail" className="list-thumb" />
                    ) : (
                      <span className="list-thumb list-thumb-empty" aria-hidden="true" />
                    )}
                  </Table.Cell>
                  <Table.RowHeaderCell>
                    {row.url ? (
                      <Link to={row.url} className="list-title">
                        {row.title}
                      </Link>
                    ) : (
                      <Text color="gray">{nameOf(row)}</Text>
                    )}
                    {row.url && row.title && (
                      <SaveOffline
                        path={row.url}
                        kind={kind === 'watchlist' ? 'presentation' : 'article'}
                        title={row.title}
                        size="1"
                      />
                    )}
                  </Table.RowHeaderCell>
                  <Table.Cell data-label={t('lists.date')}>{row.date ? formatDate(row.date, locale) : ''}</Table.Cell>
                  <Table.Cell>
                    <MemberActionForm of={kind} intent="remove" id={row.id} back={back}>
                      {outcome?.done === 'confirm' && outcome.id === row.id ? (
                        <InlineConfirm
                          title={t(`lists.${kind}.removeTitle`)}
                          text={t(`lists.${kind}.removeText`, { title: nameOf(row) })}
                          confirmLabel={t('lists.removeConfirm')}
                          cancelLabel={t('lists.keep')}
                          cancelTo={back}
                          danger
                        />
                      ) : (
                        <ConfirmPopover
                          label={t(`lists.${kind}.remove`)}
                          ariaLabel={t(`lists.${kind}.removeLabel`, { title: nameOf(row) })}
                          title={t(`lists.${kind}.removeTitle`)}
                          text={t(`lists.${kind}.removeText`, { title: nameOf(row) })}
                          cancelLabel={t('lists.keep')}
                          confirmLabel={t('lists.removeConfirm')}
                          testId="list-remove"
                        />
                      )}
                    </MemberActionForm>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager listing={listing} />
        </div>
      )}
    </section>
  );
}
