import type { EditorProduct } from '@masa/core/staff/menu-editor.schemas';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';

/**
 * The product's photo as the diner's menu shows it (4:3), and a file to replace it with,
 * previewed before it is sent. The server decides what is an image (by its bytes) and makes
 * the sizes; its message is shown if it refuses.
 */
export function PhotoField({
  product,
  name,
  onChoose,
}: {
  product: EditorProduct | null;
  name: string;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useI18n();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? product?.imageUrl ?? null;
  const size = product?.imageVariants[0];

  return (
    <fieldset className="menu-photo">
      <legend>{t('menu.sections.photo')}</legend>
      {shown ? (
        <img
          src={shown}
          alt={t('menu.photoAlt', { name })}
          width={size?.width ?? 480}
          height={size?.height ?? 360}
        />
      ) : (
        <span className="menu-no-photo">{t('menu.noPhoto')}</span>
      )}
      <label className="menu-field">
        {t('menu.photo')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            onChoose(file);
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
        />
      </label>
    </fieldset>
  );
}
