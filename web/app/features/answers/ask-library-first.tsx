/**
 * "Ask the library first" without JavaScript (decision 0040): after a first post of the request
 * form, the presenter's published answers closest to the member's question, each a link to its
 * page, and the same request ready to go ("Send my request anyway"), its fields kept as typed.
 */
import { useTranslation } from 'react-i18next';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { MEMBER_ACTION_PATH } from '#shared/schemas/member-action.ts';
import type { SuggestionsData } from '../../server/member-actions.server';
import '../../styles/answers.css';

export function AskLibraryFirst({ data }: { data: SuggestionsData['suggestions'] }) {
  const { t } = useTranslation('answers');
  const { t: tAccount } = useTranslation('account');
  return (
    <section className="account-page ask-library" aria-labelledby="ask-library-title" data-testid="ask-library-first">
      <Heading as="h1" size="7" id="ask-library-title">
        {t('suggest.title')}
      </Heading>
      <Text as="p" mb="3">
        {t('suggest.intro', { name: data.presenterName })}
      </Text>
      <ul className="suggested-answers">
        {data.answers.map((answer) => (
          <li key={answer.id}>
            <Link to={answer.url}>{answer.question}</Link>
            {answer.excerpt && (
              <Text as="p" size="2" color="gray">
                {answer.excerpt}
              </Text>
            )}
          </li>
        ))}
      </ul>
      <form method="post" action={MEMBER_ACTION_PATH}>
        <input type="hidden" name="intent" value="connect" />
        <input type="hidden" name="id" value={data.presenterId} />
        <input type="hidden" name="back" value={data.back} />
        <input type="hidden" name="confirmed" value="1" />
        <input type="hidden" name="anyway" value="1" />
        <input type="hidden" name="publish" value={data.publish} />
        <label htmlFor="ask-library-reason">{tAccount('connect.reasonLabel')}</label>
        <textarea id="ask-library-reason" name="reason" rows={3} maxLength={500} defaultValue={data.reason} />
        <Flex gap="3" align="center" mt="3" wrap="wrap">
          <Button type="submit">{t('suggest.anyway')}</Button>
          <Link to={data.back}>{t('suggest.back')}</Link>
        </Flex>
      </form>
    </section>
  );
}
