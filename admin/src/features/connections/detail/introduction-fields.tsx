/**
 * What the introduction adds to a request's fields (decision 0028): the member's reason, the
 * messages with the steps, the presenter's note and whether they share their telephone, how the
 * presenter answers, and who on the team works it (with "Assign to me" / "Unassign"). Items of
 * the request's field list (RequestFields), so the columns line up.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataList, Text } from '@radix-ui/themes';
import type { AdminConnectionDetail } from '#shared/schemas/admin.ts';

interface IntroductionFieldsProps {
  connection: AdminConnectionDetail;
  myUid: string | null;
  busy: boolean;
  onAssign: (uid: string) => void;
}

const Prose = ({ text }: { text: string }) =>
  text ? <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text> : <Text color="gray">—</Text>;

export function IntroductionFields({ connection, myUid, busy, onAssign }: IntroductionFieldsProps) {
  const { t } = useTranslation();
  const mine = myUid !== null && connection.assigneeUid === myUid;
  const items: [string, ReactNode][] = [
    [
      'assignee',
      <>
        <Text mr="3">{connection.assigneeName || t('detail.fields.nobody')}</Text>
        {myUid !== null && (
          <Button size="1" variant="soft" disabled={busy} onClick={() => onAssign(mine ? '' : myUid)}>
            {mine ? t('detail.unassign') : t('detail.assignToMe')}
          </Button>
        )}
      </>,
    ],
    ['reason', <Prose text={connection.reason} />],
    ['briefNote', <Prose text={connection.briefNote} />],
    ['presenterNote', <Prose text={connection.presenterNote} />],
    ['introNote', <Prose text={connection.introNote} />],
    ['sharesTel', connection.presenterSharesTel ? t('detail.fields.yes') : t('detail.fields.no')],
    ['account', connection.presenterHasAccount ? t('detail.fields.accountYes') : t('detail.fields.accountNo')],
  ];
  return (
    <>
      {items.map(([key, value]) => (
        <DataList.Item key={key}>
          <DataList.Label minWidth="140px">{t(`detail.fields.${key}`)}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </>
  );
}
