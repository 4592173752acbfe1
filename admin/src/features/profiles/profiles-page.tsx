/**
 * Presenter profiles for review (decision 0018): waiting, approved, sent back or all, with counts;
 * a profile opens in a side sheet (the `open` search parameter) with its saved version beside the
 * public one (changed fields marked), the decision (approve and publish, in the spotlight or not,
 * or send back with a note) and the history. A decision names the version shown; a newer save
 * makes it stale and the sheet shows the current copy.
 */
import { presenterImageSources } from '#shared/lib/presenter-image-variants.ts';
import { PROFILE_IMAGE } from '#shared/constants/spec.ts';
import { useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilterButtons } from '../../components/filter-buttons';
import { SideSheet } from '../../components/side-sheet';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import * as v from 'valibot';
import { Badge, Button, Checkbox, Flex, Heading, Link, Separator, Spinner, Text, TextArea } from '@radix-ui/themes';
import { PROFILE_NOTE_MAX, type ProfileReviewState } from '#shared/schemas/presenter-profile.ts';
import {
  PROFILE_FILTERS,
  profileDecisionSchema,
  type AdminProfileDetail,
  type AdminProfileRow,
  type ProfileFilter,
} from '#shared/schemas/profile-review.ts';
import { problemOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { useFormat } from '../../lib/format';
import { useStableCallback } from '../../lib/use-stable-callback';
import { DataTable } from '../../components/data-table/data-table';
import { AlertCallout, ProblemCallout, StatusCallout, useProblemText } from '../../components/problem-callout';
import { profileQuery, profilesQuery, useProfileDecision } from './profiles-api';

const NO_ROWS: AdminProfileRow[] = [];
const STATE_COLORS = { pending: 'amber', approved: 'grass', returned: 'red' } as const satisfies Record<
  ProfileReviewState,
  string
>;

function ReviewBadge({ state }: { state: ProfileReviewState }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[state]} variant="soft" highContrast>
      {t(`profiles.states.${state}`)}
    </Badge>
  );
}

const readFilter = (value: string | null): ProfileFilter =>
  PROFILE_FILTERS.find((filter) => filter === value) ?? 'pending';

const column = createColumnHelper<AdminProfileRow>();

function useProfileColumns(open: (row: AdminProfileRow, opener: HTMLElement) => void) {
  const { t } = useTranslation();
  const format = useFormat();
  const onOpen = useStableCallback(open);
  return useMemo(
    () => [
      column.accessor('name', { header: () => t('profiles.columns.name') }),
      column.accessor('country', { header: () => t('profiles.columns.country') }),
      column.accessor('language', {
        header: () => t('profiles.columns.language'),
        cell: (info) => t(`profiles.languages.${info.getValue()}`),
      }),
      column.display({
        id: 'submitted',
        header: () => t('profiles.columns.submitted'),
        cell: ({ row }) => (row.original.review.submittedAt ? format.dateTime(row.original.review.submittedAt) : '—'),
      }),
      column.display({
        id: 'state',
        header: () => t('profiles.columns.state'),
        cell: ({ row }) => (
          <Flex gap="2" wrap="wrap">
            <ReviewBadge state={row.original.review.state} />
            {row.original.published && row.original.review.state !== 'approved' && (
              <Badge color="gray" variant="outline">
                {t('profiles.publicBefore')}
              </Badge>
            )}
          </Flex>
        ),
      }),
      column.display({
        id: 'open',
        header: () => <span className="visually-hidden">{t('profiles.columns.actions')}</span>,
        cell: ({ row }) => (
          <Button
            size="1"
            variant="soft"
            aria-label={t('profiles.reviewLabel', { name: row.original.name })}
            onClick={(event) => onOpen(row.original, event.currentTarget)}
          >
            {t('profiles.review')}
          </Button>
        ),
      }),
    ],
    [t, format, onOpen],
  );
}

export function ProfilesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const title = t('nav.profiles');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const state = readFilter(params.get('state'));
  const openUid = params.get('open');
  const list = useQuery(profilesQuery(state));
  const opener = useRef<HTMLElement | null>(null);
  const rows = list.data?.items ?? NO_ROWS;
  const problem = list.isError && !list.isFetching ? problemOf(list.error) : undefined;

  const setQuery = (next: { state?: ProfileFilter; open?: string | null }) => {
    const search = new URLSearchParams();
    const nextState = next.state ?? state;
    if (nextState !== 'pending') search.set('state', nextState);
    const open = next.open === undefined ? openUid : next.open;
    if (open) search.set('open', open);
    setParams(search, { preventScrollReset: true });
  };
  const columns = useProfileColumns((row, element) => {
    opener.current = element;
    setQuery({ open: row.uid });
  });
  // The table instance is mutable by design (TanStack); nothing here relies on compiler memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.uid,
    enableSorting: false,
  });
  const counts = list.data?.counts;
  const countOf = (filter: ProfileFilter) =>
    counts
      ? format.number(filter === 'all' ? counts.pending + counts.approved + counts.returned : counts[filter])
      : '…';
  const statusText = list.isFetching
    ? t('table.loading')
    : problem
      ? ''
      : rows.length === 0
        ? t('profiles.empty')
        : t('profiles.showingCount', { count: rows.length });

  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="7">
        {title}
      </Heading>
      <Text as="p" color="gray">
        {t('profiles.intro')}
      </Text>
      <FilterButtons
        label={t('profiles.show')}
        filters={PROFILE_FILTERS}
        value={state}
        labelOf={(filter) => t(`profiles.filters.${filter}`)}
        countOf={countOf}
        onChange={(filter) => setQuery({ state: filter, open: null })}
      />
      {problem && (
        <ProblemCallout problem={problem}>
          <Button size="1" onClick={() => void list.refetch()}>
            {t('table.retry')}
          </Button>
        </ProblemCallout>
      )}
      <Text as="p" role="status" size="2" className="table-status">
        {statusText}
      </Text>
      <DataTable
        table={table}
        caption={t('profiles.caption')}
        busy={list.isFetching}
        empty={problem ? null : t('profiles.empty')}
      />
      {openUid && (
        <ProfileSheet
          uid={openUid}
          row={rows.find((row) => row.uid === openUid)}
          onClose={() => setQuery({ open: null })}
          returnFocus={() => opener.current?.focus()}
        />
      )}
    </Flex>
  );
}

type FieldName = keyof AdminProfileDetail['saved'];
const SHOWN_FIELDS: FieldName[] = [
  'name',
  'surname',
  'country',
  'title',
  'qualifications',
  'organisation',
  'roleAtOrganisation',
  'summary',
  'bio',
  'categoryIds',
  'language',
  'imageUrl',
];
/** For the team only: never published. */
const TEAM_FIELDS: FieldName[] = ['email', 'telephone'];

/** Category titles by id, in the console's language (English when a title has no French). */
type CategoryNames = ReadonlyMap<string, string>;

function fieldText(
  profile: AdminProfileDetail['saved'] | NonNullable<AdminProfileDetail['published']>,
  field: FieldName,
  names: CategoryNames = new Map(),
) {
  const value = (profile as Record<string, unknown>)[field];
  if (Array.isArray(value)) return value.map((id: string) => names.get(id) ?? id).join(', ');
  return typeof value === 'string' ? value : '';
}

interface ProfileSheetProps {
  uid: string;
  row: AdminProfileRow | undefined;
  onClose: () => void;
  returnFocus: () => void;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

function ProfileSheet({ uid, row, onClose, returnFocus }: ProfileSheetProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const problemText = useProblemText();
  const headingId = useId();
  const noteId = useId();
  const detail = useQuery(profileQuery(uid));
  const decide = useProfileDecision(uid);
  const profile = detail.data?.profile;
  const [spotlight, setSpotlight] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const name = profile ? `${profile.saved.name} ${profile.saved.surname}`.trim() : (row?.name ?? '');
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const categoryNames: CategoryNames = new Map(
    (profile?.categories ?? []).map(({ id, title }) => [id, title[language] || title.en || id]),
  );
  const inSpotlight = spotlight ?? profile?.published?.spotlight ?? false;

  const callbacks = (success: string) => ({
    onSuccess: () => {
      setNote('');
      setOutcome({ tone: 'success' as const, text: success });
    },
    onError: (error: Error) => setOutcome({ tone: 'error', text: problemText(problemOf(error)) }),
  });
  const onApprove = () => {
    if (!profile || decide.isPending) return;
    setOutcome(null);
    decide.mutate(
      { decision: 'approve', version: profile.version, spotlight: inSpotlight },
      callbacks(t('profiles.approved', { name })),
    );
  };
  const onNoted = (decision: 'return' | 'withdraw') => {
    if (!profile || decide.isPending) return;
    const checked = v.safeParse(profileDecisionSchema, { decision, version: profile.version, note });
    if (!checked.success) {
      const key = checked.issues[0].message;
      setNoteError(
        key.endsWith('TooLong') ? t('profiles.noteTooLong', { max: PROFILE_NOTE_MAX }) : t('profiles.noteRequired'),
      );
      return;
    }
    setNoteError(null);
    setOutcome(null);
    decide.mutate(
      checked.output,
      callbacks(t(decision === 'return' ? 'profiles.returned' : 'profiles.withdrawn', { name })),
    );
  };

  return (
    <SideSheet
      title={name ? t('profiles.sheetTitle', { name }) : t('profiles.untitled')}
      description={
        profile
          ? t('profiles.sheetDescription', {
              state: t(`profiles.states.${profile.review.state}`),
              date: format.dateTime(profile.updatedAt),
            })
          : t('loading')
      }
      busy={detail.isFetching}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      {detail.isError && !profile && <ProblemCallout problem={problemOf(detail.error)} />}
      {!profile && detail.isFetching && (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text>{t('loading')}</Text>
        </Flex>
      )}
      {outcome &&
        (outcome.tone === 'success' ? (
          <StatusCallout>{outcome.text}</StatusCallout>
        ) : (
          <AlertCallout>{outcome.text}</AlertCallout>
        ))}
      {profile && (
        <Flex direction="column" gap="4" mt="3">
          {profile.publicPath && (
            <Text as="p" size="2">
              <Link href={profile.publicPath} target="_blank" rel="noreferrer">
                {t('profiles.publicPage')}
              </Link>
            </Text>
          )}
          <dl className="profile-fields" data-testid="profile-fields">
            {SHOWN_FIELDS.map((field) => {
              const saved = fieldText(profile.saved, field, categoryNames);
              const changed =
                profile.published !== null && fieldText(profile.published, field, categoryNames) !== saved;
              return (
                <div key={field}>
                  <dt>
                    {t(`profiles.fields.${field}`)}{' '}
                    {changed && (
                      <Badge color="amber" variant="soft" highContrast>
                        {t('profiles.changed')}
                      </Badge>
                    )}
                  </dt>
                  <dd>
                    {field === 'imageUrl' && saved ? (
                      <img
                        src={presenterImageSources(saved, false)?.src ?? saved}
                        alt=""
                        width={PROFILE_IMAGE.width}
                        height={PROFILE_IMAGE.height}
                        className="profile-image"
                      />
                    ) : field === 'language' ? (
                      t(`profiles.languages.${profile.saved.language}`)
                    ) : (
                      saved || '—'
                    )}
                  </dd>
                </div>
              );
            })}
            {TEAM_FIELDS.map((field) => (
              <div key={field}>
                <dt>
                  {t(`profiles.fields.${field}`)} <Text color="gray">({t('profiles.teamOnly')})</Text>
                </dt>
                <dd>{fieldText(profile.saved, field) || '—'}</dd>
              </div>
            ))}
          </dl>
          <Separator size="4" />
          <section aria-labelledby={`${headingId}-decision`}>
            <Heading as="h3" size="3" mb="2" id={`${headingId}-decision`}>
              {t('profiles.decision')}
            </Heading>
            <Flex direction="column" gap="3">
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Checkbox checked={inSpotlight} onCheckedChange={(checked) => setSpotlight(checked === true)} />
                  {t('profiles.spotlight')}
                </Flex>
              </Text>
              <div>
                <Button onClick={onApprove} disabled={decide.isPending} data-testid="profile-approve">
                  {profile.review.state === 'approved' ? t('profiles.approveAgain') : t('profiles.approve')}
                </Button>
              </div>
              {(profile.review.state === 'pending' || profile.publicPath !== null) && (
                <Flex direction="column" gap="2">
                  <Text as="label" htmlFor={noteId} size="2" weight="medium">
                    {profile.review.state === 'pending' ? t('profiles.noteLabel') : t('profiles.withdrawNoteLabel')}
                  </Text>
                  <TextArea
                    id={noteId}
                    value={note}
                    maxLength={PROFILE_NOTE_MAX}
                    onChange={(event) => setNote(event.target.value)}
                    aria-invalid={noteError ? true : undefined}
                    aria-describedby={noteError ? `${noteId}-error` : undefined}
                    rows={3}
                  />
                  {noteError && (
                    <Text id={`${noteId}-error`} size="2" color="red">
                      {noteError}
                    </Text>
                  )}
                  <Flex gap="2" wrap="wrap">
                    {profile.review.state === 'pending' && (
                      <Button
                        variant="outline"
                        color="red"
                        onClick={() => onNoted('return')}
                        disabled={decide.isPending}
                        data-testid="profile-return"
                      >
                        {t('profiles.return')}
                      </Button>
                    )}
                    {profile.publicPath !== null && (
                      <Button
                        variant="outline"
                        color="red"
                        onClick={() => onNoted('withdraw')}
                        disabled={decide.isPending}
                        data-testid="profile-withdraw"
                      >
                        {t('profiles.withdraw')}
                      </Button>
                    )}
                  </Flex>
                </Flex>
              )}
            </Flex>
          </section>
          <Separator size="4" />
          <section aria-labelledby={`${headingId}-history`}>
            <Heading as="h3" size="3" mb="2" id={`${headingId}-history`}>
              {t('profiles.history')}
            </Heading>
            {profile.history.length === 0 ? (
              <Text as="p">{t('detail.noHistory')}</Text>
            ) : (
              <ol className="history-list" data-testid="profile-history">
                {profile.history.map((entry, index) => (
                  <li key={`${entry.at}-${index}`}>
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text size="2" color="gray">
                        <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
                      </Text>
                      <Text size="2" weight="medium">
                        {entry.byName}
                      </Text>
                      <Text size="2">{t(`profiles.actions.${entry.action}`)}</Text>
                    </Flex>
                    {entry.note && (
                      <Text as="p" size="2" className="message-text">
                        {entry.note}
                      </Text>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </Flex>
      )}
    </SideSheet>
  );
}
