// The tip ledger's distribution (issue 35 §2, docs/decisions/088-the-tip-ledger.md): the day's
// tips go in full to the people who worked, by the business's rule, to the kuruş.
import { apportion } from './apportion.ts';

export const TIP_RULES = ['own', 'pool-hours', 'pool-points'] as const;
export type TipRule = (typeof TIP_RULES)[number];

/** The line of tips no one can be given: served by nobody (own) or a pool nobody worked for. */
export const UNDISTRIBUTED = 'Dağıtılmamış';

/** One payment's tip, kuruş, and the staff member who served its order (null: nobody). */
export type TipEntry = { amount: number; servedBy: string | null };

/** Someone who may share the day's tips: minutes worked that day and their points. */
export type TipPerson = { id: string; name: string; minutes: number; points: number };

export type TipShare = { id: string; name: string; amount: number };

export type TipDistribution = {
  /** Every tip of the day, kuruş. */
  total: number;
  /** One line per person, in the order given; they and `undistributed` add up to `total`. */
  shares: TipShare[];
  /** Kuruş no one could be given ("Dağıtılmamış"): 0 unless nobody served or worked for them. */
  undistributed: number;
};

/**
 * `own`: each person keeps the tips of the payments on the orders they served; a tip whose
 * order nobody on the list served stays undistributed. `pool-hours`: the day's tips shared by
 * minutes worked. `pool-points`: shared by points. Pools are shared by the largest remainder,
 * so the amounts add up to the day's tips exactly; a pool with no hours or points to share by
 * stays undistributed rather than guessed.
 */
export function distributeTips({
  tips,
  rule,
  people,
}: {
  tips: readonly TipEntry[];
  rule: TipRule;
  people: readonly TipPerson[];
}): TipDistribution {
  const total = tips.reduce((sum, tip) => sum + tip.amount, 0);
  const line = (person: TipPerson, amount: number): TipShare => ({
    id: person.id,
    name: person.name,
    amount,
  });
  if (rule === 'own') {
    const kept = new Map(people.map((person) => [person.id, 0]));
    let undistributed = 0;
    for (const tip of tips) {
      const mine = tip.servedBy === null ? undefined : kept.get(tip.servedBy);
      if (mine === undefined) undistributed += tip.amount;
      else kept.set(tip.servedBy!, mine + tip.amount);
    }
    return { total, shares: people.map((p) => line(p, kept.get(p.id)!)), undistributed };
  }
  const weights = people.map((p) =>
    Math.max(0, Math.round(rule === 'pool-hours' ? p.minutes : p.points)),
  );
  const amounts = apportion(total, weights);
  const shared = amounts.reduce((sum, amount) => sum + amount, 0);
  return {
    total,
    shares: people.map((p, i) => line(p, amounts[i]!)),
    undistributed: total - shared,
  };
}
