import type { MenuProduct } from '../../../lib/menu/menu-types.ts';
import { usePhotoFailed } from '../../../lib/use-photo-failed.ts';

/** Product pictures are 4:3 (480 × 360 WebP in the demo data and the menu editor's card size). */
const WIDTH = 480;
const HEIGHT = 360;

/**
 * A product picture with fixed width and height, so the page does not shift when it loads
 * (CSS scales it to the card). A photo uploaded in the menu editor comes in several sizes with
 * their pixels (`imageVariants`): the browser picks the one the card's width and the screen's
 * density need. Pictures below the fold load lazily. Decorative: the product's name is next to it.
 * A picture that cannot arrive (offline, not kept yet) leaves the plain box, never a broken icon.
 */
export function ProductImage(props: {
  src: string | null;
  variants?: MenuProduct['imageVariants'];
  /** How wide the picture is shown, for the browser's choice of size (`sizes`). */
  sizes?: string;
  priority?: boolean;
  className: string;
}) {
  const photo = usePhotoFailed(props.src);
  if (!props.src || photo.failed)
    return <div className={`${props.className} product-image--none`} />;
  const variants = props.variants ?? [];
  const first = variants[0];
  return (
    <img
      src={first?.url ?? props.src}
      {...(variants.length > 1 && {
        srcSet: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
        sizes: props.sizes ?? '100vw',
      })}
      alt=""
      width={first?.width ?? WIDTH}
      height={first?.height ?? HEIGHT}
      loading={props.priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(props.priority ? { fetchPriority: 'high' as const } : {})}
      className={props.className}
      onError={photo.onError}
    />
  );
}
