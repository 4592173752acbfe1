/**
 * /account/connections: the member's connection requests, open ones (`?view=pending`, default)
 * and ended ones (`?view=history`). Columns: presenter, status, date requested, last updated
 * (admins, who see every request, also "requested by"); presenters' e-mail and telephone are not
 * shown here. An open request of one's own can be withdrawn after a confirmation: a plain form to
 * the page's action (server/account-actions.server.ts), the question a popover where the browser
 * has them and asked in the row by the action elsewhere (ConfirmPopover). Below 600 px each row is
 * a card (account.css `.card-table`), each cell under its column's name.
 */
import { Link, useActionData, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { formatDate } from '#shared/lib/dates.ts';
import { formatTelephone, telLink } from '#shared/lib/phone.ts';
import { CONNECTION_VIEWS, type ConnectionStatus } from '#shared/schemas/connections.ts';
import { FormMessage } from '../../components/member/form-parts';
import { InlineConfirm } from '../../components/member/member-action-form';
import { useRootData } from '../../lib/use-root-data';
import { ConfirmPopover } from './confirm-popover';
import { WITHDRAWN_PARAM, type ConnectionRow, type ConnectionsAnswer, type ConnectionsPageData } from './types';
import '../../styles/radix/table.css';

const STATUS_COLORS: Record<ConnectionStatus, 'gray' | 'grass' | 'red'> = {
  requested: 'gray',
  sent: 'grass',
  question: 'grass',
  accepted: 'grass',
  introduced: 'grass',
  declined: 'red',
  closed: 'gray',
  withdrawn: 'gray',
};

export function ConnectionsPage({ data }: { data: ConnectionsPageData }) {
  const { t } = useTranslation('account');
  const { t: tAnswers } = useTranslation('answers');
  const { locale, user } = useRootData();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete(WITHDRAWN_PARAM);
  const here = query.size > 0 ? `${pathname}?${query}` : pathname;
  const answer = useActionData() as ConnectionsAnswer | undefined;
  const admin = data.scope === 'all';
  const title = t(admin ? 'connections.allTitle' : 'connections.myTitle');

  // The withdraw form of a row: the question in the page, or asked in the row by the action.
  const withdraw = (row: ConnectionRow) => (
    <form method="post" action={here} id={`withdraw-${row.id}`}>
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="id" value={row.id} />
      {answer?.done === 'confirm' && answer.id === row.id ? (
        <InlineConfirm
          title={t('connections.cancelTitle')}
          text={t('connections.cancelText', { name: row.presenterName })}
          confirmLabel={t('connections.cancelConfirm')}
          cancelLabel={t('connections.keep')}
          cancelTo={here}
          danger
        />
      ) : (
        <ConfirmPopover
          label={t('connections.cancel')}
          ariaLabel={t('connections.cancelLabel', { name: row.presenterName })}
          title={t('connections.cancelTitle')}
          text={t('connections.cancelText', { name: row.presenterName })}
          cancelLabel={t('connections.keep')}
          confirmLabel={t('connections.cancelConfirm')}
          testId="connection-withdraw"
        />
      )}
    </form>
  );

  const rows = data.rows;
  return (
    <section className="account-page" aria-labelledby="connections-title">
      <Heading as="h1" size="7" id="connections-title">
        {title}
      </Heading>
      <nav aria-label={t('connections.views')} className="view-tabs">
        <ul>
          {CONNECTION_VIEWS.map((view) => (
            <li key={view}>
              <Link
                to={`?view=${view}`}
                aria-current={data.view === view ? 'page' : undefined}
                data-testid={`connections-view-${view}`}
              >
                {t(`connections.view_${view}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div role="status" className="form-status" data-testid="connections-status">
        {data.withdrawn !== null && (
          <FormMessage tone="success">{t('connections.cancelled', { name: data.withdrawn })}</FormMessage>
        )}
        {data.questionWithdrawn && <FormMessage tone="success">{tAnswers('member.withdrawn')}</FormMessage>}
        {answer?.done === 'refused' && <FormMessage tone="error">{answer.message}</FormMessage>}
      </div>
      {rows === null ? (
        <Text as="p" color="red" role="alert">
          {t('connections.loadFailed')}
        </Text>
      ) : rows.length === 0 ? (
        <Text as="p" className="empty-state" data-testid="connections-empty">
          {data.view === 'history' ? t('emptyHistory') : t('connections.emptyPending')}
        </Text>
      ) : (
        <div className="data-table">
          <Table.Root variant="surface" className="card-table" data-testid="connections-table">
            <VisuallyHidden asChild>
              <caption>{t(`connections.caption_${data.view}`)}</caption>
            </VisuallyHidden>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('connections.presenter')}</Table.ColumnHeaderCell>
                {admin && <Table.ColumnHeaderCell>{t('connections.requestedBy')}</Table.ColumnHeaderCell>}
                <Table.ColumnHeaderCell>{t('connections.status')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('connections.dateRequested')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('connections.lastUpdated')}</Table.ColumnHeaderCell>
                {data.view === 'pending' && (
                  <Table.ColumnHeaderCell>
                    <VisuallyHidden>{t('connections.actions')}</VisuallyHidden>
                  </Table.ColumnHeaderCell>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id} data-testid="connection-row">
                  <Table.RowHeaderCell>
                    <Link to={`/presenters/${encodeURIComponent(row.presenterId)}`}>{row.presenterName}</Link>
                    {row.introduction && (
                      <div className="connection-contact" data-testid="connection-contact">
                        <a href={`mailto:${row.introduction.presenterEmail}`}>{row.introduction.presenterEmail}</a>
                        {row.introduction.presenterTel && (
                          <a href={telLink(row.introduction.presenterTel) || undefined}>
                            {formatTelephone(row.introduction.presenterTel)}
                          </a>
                        )}
                        {row.introduction.note && <span>{row.introduction.note}</span>}
                      </div>
                    )}
                    {row.questionPublishable && (
                      // The answer library (decision 0040): the member takes their question back.
                      <form method="post" action={here} className="question-withdraw" data-testid="question-withdraw">
                        <input type="hidden" name="intent" value="withdrawQuestion" />
                        <input type="hidden" name="id" value={row.id} />
                        <Text as="p" size="1" color="gray">
                          {tAnswers('member.published')}
                        </Text>
                        <Button type="submit" size="1" variant="soft" color="gray">
                          {tAnswers('member.withdraw')}
                        </Button>
                      </form>
                    )}
                  </Table.RowHeaderCell>
                  {admin && <Table.Cell data-label={t('connections.requestedBy')}>{row.requesterName}</Table.Cell>}
                  <Table.Cell data-label={t('connections.status')}>
                    <Badge color={STATUS_COLORS[row.status]} data-testid="connection-status">
                      {t(`connections.status_${row.status}`)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell data-label={t('connections.dateRequested')}>
                    {formatDate(row.dateRequested, locale)}
                  </Table.Cell>
                  <Table.Cell data-label={t('connections.lastUpdated')}>
                    {formatDate(row.lastUpdated, locale)}
                  </Table.Cell>
                  {data.view === 'pending' && <Table.Cell>{row.cancellable && user && withdraw(row)}</Table.Cell>}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      )}
    </section>
  );
}
