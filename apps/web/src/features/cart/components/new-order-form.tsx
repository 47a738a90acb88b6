import { DEFAULT_TABLE_SEATS } from '@masa/core/orders/order-limits';
import { listScheduledSlots, validateScheduledTime } from '@masa/core/orders/scheduled-slots';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { sayRule } from '../../../i18n/rule-texts.ts';
import { failureText, joinReason } from '../../../lib/api/failure-text.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { getMenuProductsQueryOptions } from '../../../lib/menu/get-menu-products.ts';
import { getTableQueryOptions } from '../../../lib/menu/get-table.ts';
import { useApplicableServiceCharges } from '../../../lib/cart/get-applicable-service-charges.ts';
import { useBusinessSettings } from '../../../lib/cart/get-business-settings.ts';
import { useAllergenWarning } from '../hooks/use-allergen-warning.ts';
import { useCampaignCode } from '../hooks/use-campaign-code.ts';
import { usePersonCount } from '../hooks/use-person-count.ts';
import { usePlaceOrder } from '../../../lib/cart/use-place-order.ts';
import { buildOrderItems } from '../../../lib/cart/build-order-items.ts';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import { computeCheckoutTotals } from '../../../lib/cart/checkout-totals.ts';
import { type FreePick, keepValidPicks } from '../../../lib/cart/free-picks.ts';
import { AllergenWarning, AllergyNoteHint } from './allergen-warning.tsx';
import { CampaignCodeField } from './campaign-code-field.tsx';
import { GuestCheckoutNote, SignInToOrder } from './guest-checkout-note.tsx';
import { type OrderMode, OrderModeField } from './order-mode-field.tsx';
import { PersonCountField } from './person-count-field.tsx';
import { ServiceChargeList } from './service-charge-list.tsx';
import { SubmitOrderButton } from './submit-order-button.tsx';
import { TotalsSummary } from './totals-summary.tsx';
import { preloadSignInActions } from '../../../lib/auth/use-sign-in-actions.ts';

const t = texts('checkout');

type Props = { businessId: string; tableId: string; items: readonly CartItem[] };

/** Slots are recomputed this often, so a slot less than 30 minutes away disappears. */
const CLOCK_TICK_MS = 30_000;

/**
 * A new order (001 §2 Cart checkout, §5): person count, immediate or scheduled, notes, the
 * applicable service charges with the free-item picker, and the figures the server will
 * store, from core calculateOrderTotals with the same inputs.
 */
export function NewOrderForm({ businessId, tableId, items }: Props) {
  // The sign-in code is loaded while the diner fills in the form (ADR 029).
  useEffect(preloadSignInActions, []);
  const notesId = useId();
  const { user } = useAuth();
  const table = useQuery(getTableQueryOptions(tableId, businessId));
  const settings = useBusinessSettings(businessId);
  const products = useQuery(getMenuProductsQueryOptions(businessId));
  const person = usePersonCount(table.data?.seats ?? DEFAULT_TABLE_SEATS);
  const [mode, setMode] = useState<OrderMode>('immediate');
  const [slot, setSlot] = useState('');
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [picks, setPicks] = useState<FreePick[]>([]);
  const [now, setNow] = useState(() => new Date());
  const { placeOrder, pending, waiting, stopWaiting, error, signInNeeded } = usePlaceOrder({
    onActiveOrderGone: () => undefined,
  });
  const online = useOnline();
  // A change to the order while it waits for the connection ends the wait: what goes is what
  // the diner confirmed last, never an older cart (issue 21 §6).
  useEffect(() => stopWaiting(), [stopWaiting, items, person.count, mode, slot, notes]);
  // Issue 21 §5: a dish the diner avoids is warned about first; the order carries the note.
  const allergens = useAllergenWarning(items);

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const slots = useMemo(() => listScheduledSlots(now), [now]);
  const chosenSlot = slots.some((s) => s.value === slot) ? slot : '';

  const taxIncludedInPrice = settings.data?.tax.includedInPrice ?? true;
  const personCount = person.count;
  const { campaign, setCampaign, refusal, applied } = useCampaignCode({
    items,
    taxIncludedInPrice,
    now,
  });
  const itemsOnly = computeCheckoutTotals({
    items,
    personCount,
    taxIncludedInPrice,
    campaign: applied,
  });
  const charges = useApplicableServiceCharges({
    businessId,
    tableId,
    orderAmount: itemsOnly.subtotal,
    personCount,
    customerType: user && user.isGuest !== true ? 'customer' : 'guest',
  });
  const chargeList = charges.data ?? [];
  const validPicks = keepValidPicks(picks, chargeList, personCount);
  const totals = computeCheckoutTotals({
    items,
    picks: validPicks,
    charges: chargeList,
    personCount,
    taxIncludedInPrice,
    campaign: applied,
  });
  const shown = settings.isSuccess && charges.isSuccess;
  // While the charges for a new person count load, the old figures stay but cannot be confirmed.
  // Offline they cannot load: the order is confirmed without them and waits (issue 21 §6).
  const ready = shown && !charges.isPlaceholderData;

  const submit = () => {
    if (mode === 'scheduled') {
      const check = validateScheduledTime(new Date(), chosenSlot || null);
      if (!check.ok) return setScheduleError(sayRule(check.error));
    }
    setScheduleError(null);
    void placeOrder({
      kind: 'create',
      payload: {
        businessId,
        tableId,
        items: buildOrderItems(items, validPicks),
        personCount,
        orderType: mode,
        ...(mode === 'scheduled' ? { scheduledFor: chosenSlot } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(applied && campaign?.campaignCode ? { campaignCode: campaign.campaignCode } : {}),
        ...(allergens.avoided.length > 0 ? { avoidedAllergens: [...allergens.avoided] } : {}),
        isResponsible: true,
        appType: 'customer',
      },
    });
  };

  return (
    <form
      className="card checkout"
      aria-labelledby="checkout-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        allergens.sendOrWarn(submit);
      }}
    >
      <h2 id="checkout-title" className="checkout__title">
        {t('checkout.title')}
      </h2>
      <PersonCountField
        value={person.text}
        onChange={person.setText}
        error={person.error}
        notice={person.notice}
      />
      <OrderModeField
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          setScheduleError(null);
        }}
        slots={slots}
        slot={chosenSlot}
        onSlotChange={(value) => {
          setSlot(value);
          setScheduleError(null);
        }}
        error={scheduleError}
      />
      <div className="checkout-field">
        <label htmlFor={notesId} className="checkout-field__label">
          {t('checkout.notes')}
        </label>
        <textarea
          id={notesId}
          className="checkout-field__input"
          rows={2}
          maxLength={500}
          placeholder={t('checkout.notesPlaceholder')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      {table.isError && (
        <p className="checkout-field__error">
          {joinReason(
            t('checkout.tableMissing'),
            failureText(table.error, t('checkout.tableService')),
          )}
        </p>
      )}
      <CampaignCodeField
        businessId={businessId}
        campaign={campaign}
        onCampaignChange={setCampaign}
        refusal={refusal}
      />
      {charges.isError && <p className="checkout-field__error">{charges.error.message}</p>}
      {settings.isError && <p className="checkout-field__error">{settings.error.message}</p>}
      {person.error !== null && (
        <p className="checkout-field__hint">{t('checkout.figuresNeedPersonCount')}</p>
      )}
      {person.error === null && (
        <ServiceChargeList
          charges={chargeList}
          amounts={totals.serviceCharges}
          personCount={personCount}
          products={products.data ?? []}
          picks={validPicks}
          onPicksChange={(chargeId, chosen) =>
            setPicks([...validPicks.filter((p) => p.serviceChargeId !== chargeId), ...chosen])
          }
        />
      )}
      {shown && person.error === null && (
        <TotalsSummary
          totals={totals}
          taxIncludedInPrice={taxIncludedInPrice}
          chargeNames={chargeList.map((charge) => charge.name)}
          campaignCode={applied ? campaign?.campaignCode : null}
        />
      )}
      {!shown && !online && person.error === null && (
        <p className="checkout-field__hint">{t('checkout.offline.figures')}</p>
      )}
      <GuestCheckoutNote />
      <AllergyNoteHint avoided={allergens.avoided} />
      <SubmitOrderButton
        label={t('checkout.placeOrder')}
        pending={pending}
        disabled={(online && !ready) || person.error !== null || allergens.checking}
        error={error}
        offline={!online}
        waiting={waiting}
        onStopWaiting={stopWaiting}
      />
      {signInNeeded && <SignInToOrder />}
      <AllergenWarning warning={allergens} onSend={submit} />
    </form>
  );
}
