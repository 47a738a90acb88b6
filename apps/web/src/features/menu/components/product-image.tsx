/** Product pictures are 4:3 (480 × 360 WebP in the demo data). */
const WIDTH = 480;
const HEIGHT = 360;

/**
 * A product picture with fixed width and height, so the page does not shift when it loads
 * (CSS scales it to the card). Pictures below the fold load lazily. Decorative: the product's
 * name is next to it.
 */
export function ProductImage(props: { src: string | null; priority?: boolean; className: string }) {
  if (!props.src) return <div className={`${props.className} product-image--none`} />;
  return (
    <img
      src={props.src}
      alt=""
      width={WIDTH}
      height={HEIGHT}
      loading={props.priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(props.priority ? { fetchPriority: 'high' as const } : {})}
      className={props.className}
    />
  );
}
