/**
 * A presenter's public answers in their account (decision 0040): where each stands, a link to the
 * public ones, and a plain form that withdraws one (gone from every page within seconds).
 */
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Badge, Button, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { answerPath } from '#shared/schemas/answers.ts';
import type { OwnAnswer } from './types';

export function OwnAnswers({ answers, withdrawn }: { answers: OwnAnswer[]; withdrawn: string | undefined }) {
  const { t } = useTranslation('answers');
  if (answers.length === 0 && !withdrawn) return null;
  return (
    <section aria-labelledby="own-answers-title" className="own-answers" data-testid="own-answers">
      <Heading as="h2" size="5" id="own-answers-title" mt="6" mb="3">
        {t('mine.title')}
      </Heading>
      {withdrawn && (
        <Text as="p" role="status" className="form-success">
          {t('mine.withdrawn')}
        </Text>
      )}
      <ul className="own-answer-list">
        {answers.map((answer) => (
          <li key={answer.id}>
            <Text as="p">{answer.question}</Text>
            <Badge variant="soft" color={answer.status === 'approved' ? 'grass' : 'gray'} highContrast>
              {t(`mine.status.${answer.status}`)}
            </Badge>{' '}
            {answer.status === 'approved' && <Link to={answerPath(answer.id)}>{t('mine.view')}</Link>}
            {answer.status !== 'withdrawn' && (
              <Form method="post" action="/account/introductions" className="own-answer-withdraw">
                <input type="hidden" name="intent" value="withdrawAnswer" />
                <input type="hidden" name="id" value={answer.id} />
                <Button type="submit" variant="soft" color="gray">
                  {t('mine.withdraw')}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
