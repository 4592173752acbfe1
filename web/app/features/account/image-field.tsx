/**
 * The presenter profile's image: the chosen file is checked here from its bytes with the same
 * function the Worker runs (JPG or PNG, at most 800 KB, exactly 515 x 286 px) BEFORE any upload,
 * previewed, and handed to the form, which uploads it on save. The current image can be removed.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text } from '@radix-ui/themes';
import { PROFILE_IMAGE } from '#shared/constants/spec.ts';
import { formatFileSize } from '#shared/lib/dates.ts';
import { checkImageBlob, type ImageCheck } from '#shared/lib/image-check.ts';
import { useRootData } from '../../lib/use-root-data';

/** What the form will do with the image on save. */
export type ImageChoice = { kind: 'keep' } | { kind: 'remove' } | { kind: 'upload'; file: File };

interface ImageFieldProps {
  /** The stored image's address, if any. */
  currentUrl: string | null;
  choice: ImageChoice;
  onChoice: (choice: ImageChoice) => void;
  /** A refusal from the Worker (already in the page's language). */
  serverError?: string | undefined;
}

export function ImageField({ currentUrl, choice, onChoice, serverError }: ImageFieldProps) {
  const { t } = useTranslation('account');
  const { locale } = useRootData();
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const file = choice.kind === 'upload' ? choice.file : null;

  const refusal = (check: Exclude<ImageCheck, { ok: true }>): string => {
    const limits = {
      max: formatFileSize(PROFILE_IMAGE.maxBytes, locale),
      width: PROFILE_IMAGE.width,
      height: PROFILE_IMAGE.height,
    };
    switch (check.reason) {
      case 'tooLarge':
        return t('image.tooLarge', { ...limits, size: formatFileSize(check.size, locale) });
      case 'type':
      case 'empty':
        return t('image.type');
      case 'dimensions':
        return t('image.dimensions', { ...limits, actualWidth: check.width, actualHeight: check.height });
      case 'corrupt':
        return t('image.corrupt');
      default:
        return t('image.unreadable');
    }
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    if (!chosen) return;
    const refuse = (message: string) => {
      setError(message);
      setInputKey((key) => key + 1); // clears the input: a refused file is never uploaded
      onChoice({ kind: 'keep' });
    };
    try {
      const check = await checkImageBlob(chosen);
      if (!check.ok) return refuse(refusal(check));
      // A data: address, which the site's Content-Security-Policy allows for images (blob: is not).
      setPreview(await readAsDataUrl(chosen));
      setError(undefined);
      onChoice({ kind: 'upload', file: chosen });
    } catch {
      refuse(t('image.unreadable'));
    }
  };

  const shown = choice.kind === 'upload' ? preview : choice.kind === 'remove' ? null : currentUrl;
  const message = error ?? serverError;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="form-field image-field" data-invalid={message ? 'true' : undefined}>
      <Text as="label" htmlFor={`${id}-input`} size="2" weight="bold" className="form-label">
        {t('presenter.image')}
      </Text>
      {shown ? (
        <img
          src={shown}
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
      <input
        key={inputKey}
        id={`${id}-input`}
        type="file"
        name="image"
        accept={PROFILE_IMAGE.types.join(',')}
        className="file-input"
        aria-describedby={[hintId, message ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void onChange(event)}
        data-testid="presenter-image-input"
      />
      <Text as="p" size="1" color="gray" id={hintId} className="form-hint">
        {t('presenter.imageHint', {
          max: formatFileSize(PROFILE_IMAGE.maxBytes, locale),
          width: PROFILE_IMAGE.width,
          height: PROFILE_IMAGE.height,
        })}
      </Text>
      {message && (
        <Text as="p" size="2" color="red" id={errorId} className="field-error" role="alert">
          {message}
        </Text>
      )}
      {(currentUrl || file) && choice.kind !== 'remove' && (
        <Flex>
          <Button
            type="button"
            variant="soft"
            color="red"
            onClick={() => {
              setInputKey((key) => key + 1);
              setError(undefined);
              onChoice(currentUrl && !file ? { kind: 'remove' } : { kind: 'keep' });
            }}
          >
            {file ? t('presenter.discardImage') : t('presenter.removeImage')}
          </Button>
        </Flex>
      )}
      {choice.kind === 'remove' && (
        <Flex gap="2" align="center">
          <Text size="2">{t('presenter.imageWillBeRemoved')}</Text>
          <Button type="button" variant="ghost" onClick={() => onChoice({ kind: 'keep' })}>
            {t('presenter.undoRemove')}
          </Button>
        </Flex>
      )}
    </div>
  );
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
