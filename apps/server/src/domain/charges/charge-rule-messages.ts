/**
 * Turkish answers of the charge rule (ADR 092), worded from the Fiyat Etiketi Yönetmeliği
 * art. 8(6) as amended on 30.1.2026 (Resmî Gazete 33153) and İş Kanunu (4857) art. 51.
 */
export const CHARGE_RULE_MESSAGES = {
  banned:
    'Fiyat Etiketi Yönetmeliği (m. 8/6) lokanta, kafe ve restoranlarda servis ücreti, masa ücreti, kuver ücreti ve benzeri herhangi bir isim altında ilave ödeme istenmesini yasaklar; İş Kanunu m. 51 kapsamında yüzde usulü uygulayan işletmeler hariç. Bu ücreti açmak için işletme sahibi ayarlarda İş Kanunu m. 51 beyanını yapmalıdır.',
} as const;
