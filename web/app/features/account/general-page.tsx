/**
 * /account/profile: the general profile for every member and, for presenters, the presenter
 * profile with its image (spec §2 "Account screens").
 */
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { GeneralForm } from './general-form';
import { PresenterProfileForm } from './presenter-profile-form';
import type { GeneralPageData } from './types';
import { useAccountSession } from './use-account-session';

export function GeneralPage({ data }: { data: GeneralPageData }) {
  const { t } = useTranslation('account');
  useAccountSession();
  return (
    <section className="account-page" aria-labelledby="account-general-title">
      <Heading as="h1" size="7" id="account-general-title">
        {t('general.title')}
      </Heading>
      {data.profile ? (
        <GeneralForm profile={data.profile} />
      ) : (
        <Text as="p" color="red" role="alert">
          {t('general.loadFailed')}
        </Text>
      )}
      {data.presenter !== undefined &&
        (data.presenter ? (
          <PresenterProfileForm section={data.presenter} general={data.profile} />
        ) : (
          <Text as="p" color="red" role="alert">
            {t('presenter.loadFailed')}
          </Text>
        ))}
    </section>
  );
}
