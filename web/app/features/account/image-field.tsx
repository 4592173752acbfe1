/**
 * The presenter profile's image: the stored one shown, a file input that sends a new one with the
 * form (no script: the action checks and stores it), and, when there is one, a box to remove it.
 * Its module, web/scripts/presenter-image.ts, checks a chosen file from its bytes with the same
 * function the Worker runs (web/scripts/image-check.ts, loaded once a file is chosen) (JPG or PNG, at most 800 KB, exactly 515 x 286 px) before anything is
 * sent, previews it, and uploads it on save (POST /api/presenter-profile/image) so the form itself
 * stays small; its messages are rendered here in the reader's language, with placeholders.
 */
import { presenterImageSources } from '#shared/lib/presenter-image-variants.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { PROFILE_IMAGE } from '#shared/constants/spec.ts';
import { formatFileSize } from '#shared/lib/dates.ts';
import { PageScript, pageScriptUrl } from '../../components/page-script';
import { useRootData } from '../../lib/use-root-data';

interface ImageFieldProps {
  /** The stored image's address and key, if any. */
  currentUrl: string | null;
  currentKey: string | null;
  /** A refusal from the action (already in the page's language). */
  serverError?: string | undefined;
}

export function ImageField({ currentUrl, currentKey, serverError }: ImageFieldProps) {
  const { t } = useTranslation('account');
  const { locale } = useRootData();
  const id = useId();
  const limits = {
    max: formatFileSize(PROFILE_IMAGE.maxBytes, locale),
    width: PROFILE_IMAGE.width,
    height: PROFILE_IMAGE.height,
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div
      className="form-field image-field"
      data-invalid={serverError ? 'true' : undefined}
      data-module="presenter-image"
      data-checks={pageScriptUrl('image-check')}
      data-too-large={t('image.tooLarge', { ...limits, size: '{size}' })}
      data-type={t('image.type')}
      data-dimensions={t('image.dimensions', {
        ...limits,
        actualWidth: '{actualWidth}',
        actualHeight: '{actualHeight}',
      })}
      data-corrupt={t('image.corrupt')}
      data-unreadable={t('image.unreadable')}
      data-preview-alt={t('presenter.imagePreview')}
    >
      <Text as="label" htmlFor={`${id}-input`} size="2" weight="bold" className="form-label">
        {t('presenter.image')}
      </Text>
      <div data-image-preview="">
        {currentUrl ? (
          <img
            src={presenterImageSources(currentUrl, false)?.src ?? currentUrl}
            alt={t('presenter.imagePreview')}
            width={PROFILE_IMAGE.width}
            height={PROFILE_IMAGE.height}
            className="image-preview"
            data-testid="presenter-image-preview"
          />
        ) : (
          <Text as="p" size="2" color="gray" className="image-empty">
            {t('presenter.noImage')}
          </Text>
        )}
      </div>
      <input type="hidden" name="imageKey" value={currentKey ?? ''} />
      <input
        id={`${id}-input`}
        type="file"
        name="image"
        accept={PROFILE_IMAGE.types.join(',')}
        className="file-input"
        aria-describedby={[hintId, serverError ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={serverError ? true : undefined}
        data-testid="presenter-image-input"
      />
      <Text as="p" size="1" color="gray" id={hintId} className="form-hint">
        {t('presenter.imageHint', limits)}
      </Text>
      <Text
        as="p"
        size="2"
        color="red"
        id={errorId}
        className="field-error"
        role="alert"
        hidden={!serverError}
        data-image-error=""
      >
        {serverError}
      </Text>
      {currentUrl && (
        <Text as="label" size="2" className="choice">
          <input type="checkbox" name="removeImage" className="native-check" data-testid="presenter-image-remove" />
          <span>{t('presenter.removeImage')}</span>
        </Text>
      )}
      <PageScript name="presenter-image" />
    </div>
  );
}
