import type { FastifyRequest } from 'fastify';
import { unauthorized } from './app-error.ts';

/** The signed-in customer's id, on a route behind `app.requireCustomer`. */
export function currentCustomerId(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal?.kind !== 'customer') {
    throw unauthorized('Oturumunuz zaman aşımına uğradı veya geçersiz. Lütfen tekrar giriş yapın.');
  }
  return principal.userId;
}
