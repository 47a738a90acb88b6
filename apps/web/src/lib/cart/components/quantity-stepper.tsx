import { MAX_LINE_QUANTITY } from '../cart-lines.ts';
import './quantity-stepper.css';

type Props = {
  value: number;
  /** 1 unless given (the free-item picker allows 0). */
  min?: number;
  max?: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** Read with the number, e.g. 'Adet' or 'Çay: 2 adet'. */
  valueLabel: string;
};

/** − n + : never below 1 (001 §2 Cart) nor above what one line may hold, unless told. */
export function QuantityStepper({
  value,
  min = 1,
  max = MAX_LINE_QUANTITY,
  onChange,
  decreaseLabel,
  increaseLabel,
  valueLabel,
}: Props) {
  return (
    <div className="quantity-stepper">
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={decreaseLabel}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="quantity-stepper__value" aria-label={valueLabel} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
