// The part of the official `iyzipay` SDK (2.0.69) Masa uses. The package ships no types and
// @types/iyzipay (2.0.3) is older than the SDK (no refundV2, no paymentPageUrl, `paymentItems`
// where the API answers `itemTransactions`), so the shapes are written here from the SDK's
// lib/ and samples/ (samples/IyzipaySamples.js, samples/IyziPayRefundV2Samples.js).
declare module 'iyzipay' {
  type Callback<T> = (error: (Error & { code?: string }) | null, result: T) => void;
  type Resource<Request, Result> = {
    create(request: Request, callback: Callback<Result>): void;
    retrieve(request: Request, callback: Callback<Result>): void;
  };

  class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string });
    checkoutFormInitialize: Resource<Record<string, unknown>, unknown>;
    checkoutForm: Resource<Record<string, unknown>, unknown>;
    refundV2: Resource<Record<string, unknown>, unknown>;
    static LOCALE: { TR: 'tr'; EN: 'en' };
    static CURRENCY: { TRY: 'TRY' };
    static PAYMENT_GROUP: { PRODUCT: 'PRODUCT' };
    static BASKET_ITEM_TYPE: { PHYSICAL: 'PHYSICAL'; VIRTUAL: 'VIRTUAL' };
  }
  export default Iyzipay;
}
