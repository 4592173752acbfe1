/**
 * /account/profile: the general profile for every member and, for presenters, the presenter
 * profile with its image (spec §2 "Account screens"): two plain forms posted to the page's action,
 * whose answer shows under the form it answers (a refusal in the page the action renders, a save
 * after its redirect back here, `?saved=<form>`).
 */
import { useActionData, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { GeneralForm } from './general-form';
import { PresenterProfileForm } from './presenter-profile-form';
import { PROFILE_SAVED_PARAM, type GeneralPageData, type ProfileAnswer } from './types';

export function GeneralPage({ data }: { data: GeneralPageData }) {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const saved = search.get(PROFILE_SAVED_PARAM);
  // A refusal is the action's data; a save is a 303 back here with the form's name.
  const answer =
    (useActionData() as ProfileAnswer | undefined) ??
    (saved === 'general' || saved === 'presenter' ? { form: saved, ok: true } : undefined);
  return (
    <section className="account-page" aria-labelledby="account-general-title">
      <Heading as="h1" size="7" id="account-general-title">
        {t('general.title')}
      </Heading>
      {data.profile ? (
        <GeneralForm profile={data.profile} answer={answer?.form === 'general' ? answer : undefined} />
      ) : (
        <Text as="p" color="red" role="alert">
          {t('general.loadFailed')}
        </Text>
      )}
      {data.presenter !== undefined &&
        (data.presenter ? (
          <PresenterProfileForm
            section={data.presenter}
            general={data.profile}
            answer={answer?.form === 'presenter' ? answer : undefined}
          />
        ) : (
          <Text as="p" color="red" role="alert">
            {t('presenter.loadFailed')}
          </Text>
        ))}
    </section>
  );
}
