/**
 * Mail (decision 0028): the messages not sent yet (failed, or waiting for their next try), each
 * with its error and "Retry now", then every template the site sends, in English and French, as
 * the recipient reads it (sample names).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { apiData, problemOf } from '../../lib/api-client';
import { mailAnswerSchema, mailTemplatesSchema } from '../../lib/answer-schemas';
import { useDocumentTitle } from '../../lib/document-title';
import { useFormat } from '../../lib/format';
import { ProblemCallout } from '../../components/problem-callout';
import { retryMail } from '../connections/connections-api';

export function MailPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  useDocumentTitle(t('nav.mail'));
  const queryClient = useQueryClient();
  const unsent = useQuery({
    queryKey: ['mail', 'unsent'],
    queryFn: ({ signal }) => apiData('/api/admin/mail', mailAnswerSchema, { signal }),
  });
  const templates = useQuery({
    queryKey: ['mail', 'templates'],
    queryFn: ({ signal }) => apiData('/api/admin/mail/templates', mailTemplatesSchema, { signal }),
    staleTime: Infinity,
  });
  const retry = useMutation({
    mutationFn: retryMail,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['mail', 'unsent'] }),
  });
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="6">
        {t('mail.title')}
      </Heading>
      <section aria-labelledby={`${id}-unsent`}>
        <Heading as="h2" size="4" mb="2" id={`${id}-unsent`}>
          {t('mail.unsent')}
        </Heading>
        {unsent.isError && <ProblemCallout problem={problemOf(unsent.error)} />}
        {unsent.data &&
          (unsent.data.items.length === 0 ? (
            <Text as="p">{t('mail.allSent')}</Text>
          ) : (
            <Flex direction="column" gap="2" asChild>
              <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {unsent.data.items.map((mail) => (
                  <li key={mail.id} data-mail-status={mail.status}>
                    <Flex gap="2" align="center" wrap="wrap">
                      <Badge color={mail.status === 'failed' ? 'red' : 'amber'} variant="soft" highContrast>
                        {t(`detail.mailStatus.${mail.status}`)}
                      </Badge>
                      <Text size="2">
                        {t('detail.mailLine', {
                          kind: t(`mailKinds.${mail.kind}`, { defaultValue: mail.kind }),
                          to: mail.to,
                        })}
                      </Text>
                      <Link href={`/admin/connections/${encodeURIComponent(mail.connectionId)}`}>
                        {t('mail.openRequest')}
                      </Link>
                      <Button size="1" variant="soft" disabled={retry.isPending} onClick={() => retry.mutate(mail.id)}>
                        {t('detail.retryNow')}
                      </Button>
                    </Flex>
                    {mail.attempts > 0 && (
                      <Text as="p" size="1" color="red">
                        {t('detail.mailFailed', {
                          attempts: mail.attempts,
                          error: mail.lastError,
                          retry: mail.retryAt ? format.dateTime(mail.retryAt) : '—',
                        })}
                      </Text>
                    )}
                  </li>
                ))}
              </ul>
            </Flex>
          ))}
      </section>
      <section aria-labelledby={`${id}-templates`}>
        <Heading as="h2" size="4" mb="2" id={`${id}-templates`}>
          {t('mail.templates')}
        </Heading>
        <Text as="p" mb="3" color="gray">
          {t('mail.templatesIntro')}
        </Text>
        {templates.isError && <ProblemCallout problem={problemOf(templates.error)} />}
        <Flex direction="column" gap="3">
          {templates.data?.items.map((template) => (
            <Card key={template.kind}>
              <Heading as="h3" size="3" mb="2">
                {t(`mailKinds.${template.kind}`, { defaultValue: template.kind })}
              </Heading>
              <div className="mail-templates">
                {(['en', 'fr'] as const).map((language) => (
                  <div key={language} lang={language}>
                    <Text as="p" weight="bold">
                      {template[language].subject}
                    </Text>
                    <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap' }}>
                      {template[language].text}
                    </Text>
                  </div>
                ))}
              </div>
            </Card>
          ))}
        </Flex>
      </section>
    </Flex>
  );
}
