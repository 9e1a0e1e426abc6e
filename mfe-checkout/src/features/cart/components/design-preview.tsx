import { useTranslation } from 'react-i18next';
import { useEffect, useId, useState } from 'react';
import type { DesignPhoto } from './design-photo-field';

/** A chosen file as an image the page can show, released again when it goes. */
function usePhotoUrl(photo: DesignPhoto | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(photo instanceof File) || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(photo);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [photo]);
  return url;
}

/**
 * The design as it will look, while the shopper types: the texts on a ribbon-like band, the
 * photo beside them. Not a live region: the fields themselves are what a screen reader follows.
 */
export function DesignPreview({ lines, photo }: { lines: string[]; photo: DesignPhoto | null }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const url = usePhotoUrl(photo);
  const texts = lines.map((text) => text.trim()).filter(Boolean);
  return (
    <section className="checkout-design__preview" aria-labelledby={id}>
      <h3 id={id}>{t('design.preview')}</h3>
      <div className="checkout-design__band" data-testid="design-preview">
        {url && <img src={url} alt={t('design.previewPhoto')} />}
        {texts.length ? (
          texts.map((text, index) => <p key={index}>{text}</p>)
        ) : (
          <p className="checkout-design__placeholder">{t('design.previewEmpty')}</p>
        )}
      </div>
    </section>
  );
}
