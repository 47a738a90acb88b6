import type { FastifyRequest } from 'fastify';
import { languageOf } from '../../i18n/request-language.ts';
import { serverEnglish } from './server-english.ts';

type Answer = { message?: unknown; errors?: unknown };

const say = (text: unknown) => (typeof text === 'string' ? (serverEnglish(text) ?? text) : text);

/** An answer's message and fields' messages in English (the body as it is when it has none). */
export function answerInEnglish<T>(payload: T): T {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const answer = payload as Answer;
  const errors = Array.isArray(answer.errors)
    ? answer.errors.map((field: unknown) =>
        typeof field === 'object' && field !== null
          ? { ...field, message: say((field as Answer).message) }
          : field,
      )
    : answer.errors;
  if (answer.message === undefined && errors === undefined) return payload;
  return {
    ...payload,
    ...(answer.message === undefined ? {} : { message: say(answer.message) }),
    ...(errors === undefined ? {} : { errors }),
  };
}

/** Whether a request asks for English. */
export const asksEnglish = (request: FastifyRequest) => languageOf(request) === 'en';
