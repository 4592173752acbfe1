/**
 * The switch between lite pages (fewer bytes, nothing extra) and full pages (decision 0019): a
 * plain link to the same address with `?mode=`, which the Worker saves in a cookie. A whole new
 * document, as for the language: the page is sent differently.
 */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { addressInMode } from '#shared/lib/render-mode.ts';
import { useRootData } from '../lib/use-root-data';

/** `inDialog`: the language dialog's copy (the footer's is the one tests and tools look for). */
export function ModeSwitch({ inDialog = false }: { inDialog?: boolean }) {
  const { t } = useTranslation();
  const { lite } = useRootData();
  const { pathname, search } = useLocation();
  return (
    <Text
      as="p"
      size="2"
      className="mode-switch"
      data-testid={inDialog ? undefined : 'mode-switch'}
      data-mode={lite ? 'lite' : 'full'}
    >
      {lite ? t('mode.liteOn') : t('mode.liteOffer')}{' '}
      <a href={addressInMode(pathname, search, lite ? 'full' : 'lite')}>{lite ? t('mode.toFull') : t('mode.toLite')}</a>
    </Text>
  );
}
