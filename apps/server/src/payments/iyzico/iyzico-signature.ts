import { createHmac, timingSafeEqual } from 'node:crypto';

// iyzico's three signatures, in one place for the adapter and the twin:
// - requests: `Authorization: IYZWSv2 base64("apiKey:…&randomKey:…&signature:…")`, the signature
//   being HMAC-SHA256 (hex) of randomKey + URI path + JSON body with the secret key
//   (iyzipay-node lib/utils.js generateHashV2; docs.iyzico.com "HMACSHA256 Auth");
// - responses: HMAC-SHA256 (hex) of chosen fields joined by ":" (utils.calculateHmacSHA256Signature;
//   the field order per endpoint is in samples/IyzipaySamples.js and "Response Signature Validation");
// - Checkout Form webhooks: `X-IYZ-SIGNATURE-V3`, HMAC-SHA256 (hex) of secretKey + iyziEventType
//   + iyziPaymentId + token + paymentConversationId + status (docs.iyzico.com, Webhook, HPP format).

const hmacHex = (secretKey: string, data: string) =>
  createHmac('sha256', secretKey).update(data, 'utf8').digest('hex');

/** Constant-time comparison of two hex signatures. */
export function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function authorizationHeader(input: {
  apiKey: string;
  secretKey: string;
  path: string;
  body: string;
  randomKey: string;
}): string {
  const signature = hmacHex(input.secretKey, input.randomKey + input.path + input.body);
  const params = `apiKey:${input.apiKey}&randomKey:${input.randomKey}&signature:${signature}`;
  return `IYZWSv2 ${Buffer.from(params).toString('base64')}`;
}

/** The api key, random key and signature of an IYZWSv2 header, or null when it is not one. */
export function readAuthorizationHeader(
  header: string | undefined,
): { apiKey: string; randomKey: string; signature: string } | null {
  const match = /^IYZWSv2 ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const fields = new Map(
    Buffer.from(match[1], 'base64')
      .toString('utf8')
      .split('&')
      .map((part) => {
        const at = part.indexOf(':');
        return [part.slice(0, at), part.slice(at + 1)] as const;
      }),
  );
  const apiKey = fields.get('apiKey');
  const randomKey = fields.get('randomKey');
  const signature = fields.get('signature');
  return apiKey && randomKey && signature ? { apiKey, randomKey, signature } : null;
}

export function verifyAuthorization(input: {
  secretKey: string;
  randomKey: string;
  path: string;
  body: string;
  signature: string;
}): boolean {
  return sameSignature(
    hmacHex(input.secretKey, input.randomKey + input.path + input.body),
    input.signature,
  );
}

/** A response's `signature`: its fields in the endpoint's order, joined by ":". */
export function responseSignature(secretKey: string, fields: unknown[]): string {
  return hmacHex(secretKey, fields.join(':'));
}

export type CheckoutFormWebhook = {
  iyziEventType: string;
  iyziPaymentId: string | number;
  token: string;
  paymentConversationId: string;
  status: string;
};

export function webhookSignature(secretKey: string, event: CheckoutFormWebhook): string {
  return hmacHex(
    secretKey,
    secretKey +
      event.iyziEventType +
      String(event.iyziPaymentId) +
      event.token +
      event.paymentConversationId +
      event.status,
  );
}
