/**
 * The Worker's one logger: each line is one JSON object `{ level, event, requestId, ...fields }` that Workers Logs
 * indexes field by field (filter on `event`, docs/operations.md "The first hour"). `requestId` is the request's
 * `cf-ray` (withRequestId, set once per request and per Cron run), so every line of one request can be found
 * together. Fields pass through `masked` first: nothing a shopper or the shop must keep secret reaches a log.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type Level = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

const requestScope = new AsyncLocalStorage<string>();

/** Runs `work` with `requestId` on every line it logs, however deep the call that logs is. */
export const withRequestId = <T>(requestId: string, work: () => T): T => requestScope.run(requestId, work);
export const currentRequestId = (): string | undefined => requestScope.getStore();

/** Keys whose value is never logged, whatever it holds. */
const SECRET_KEY = /pass(word|key)?|secret|token|authorization|cookie|card|^pan$|cvc|cvv|api[-_]?key|signature|^pin$|otp|credential/i;
const PHONE_KEY = /phone|msisdn|mobile/i;
/** Secrets by their well-known shapes, wherever they appear in a text (an error message, an upstream answer). */
const SECRET_TEXT = /\b(?:sk|rk|pk)_(?:test|live)_\w+|\bwhsec_\w+|\bBearer\s+[\w.~+/-]+=*|\bBasic\s+[\w+/]+=*/g;
/** A run of 9 to 19 digits (spaces or dashes between them allowed) that is not part of an id or a word. */
const DIGIT_RUN = /(?<![\w-])\+?\d(?:[ -]?\d){8,18}(?![\w-])/g;
const MAX_DEPTH = 6;

/** True for a card number's check digit (Luhn), which a phone number or a timestamp passes only by chance. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A phone number kept only by its last 3 digits, enough to tell two shoppers apart in a support call. */
const lastThree = (digits: string) => `***${digits.slice(-3)}`;

function maskedDigitRun(run: string): string {
  const digits = run.replace(/\D/g, '');
  if (digits.length >= 13 && passesLuhn(digits)) return '[card]';
  return digits.length <= 15 ? lastThree(digits) : '[number]';
}

export const maskedText = (text: string): string => text.replace(SECRET_TEXT, '[secret]').replace(DIGIT_RUN, maskedDigitRun);

function maskedValue(key: string, value: unknown, depth: number): unknown {
  if (value === undefined || value === null) return value;
  if (SECRET_KEY.test(key)) return '[redacted]';
  if (PHONE_KEY.test(key) && (typeof value === 'string' || typeof value === 'number')) return lastThree(String(value).replace(/\D/g, ''));
  return masked(value, depth + 1);
}

/** `value` with secrets removed, card numbers and phone numbers hidden, errors reduced to name, message and stack. */
export function masked(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskedText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return '[deep]';
  if (value instanceof Error) {
    const { name, message, stack } = value;
    return masked({ name, message, stack, ...(value.cause === undefined ? {} : { cause: value.cause }) }, depth + 1);
  }
  if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1));
  const entries = Object.entries(value as Record<string, unknown>);
  // A { Name, Value } pair (M-Pesa's callback items) is a field whose name is in the Name.
  const named = entries.find(([key]) => key === 'Name')?.[1];
  return Object.fromEntries(
    entries.map(([key, item]) => [key, maskedValue(key === 'Value' && typeof named === 'string' ? named : key, item, depth)]),
  );
}

function write(level: Level, event: string, fields: LogFields = {}): void {
  const line = { level, event, requestId: requestScope.getStore() ?? null, ...(masked(fields) as LogFields) };
  const sink = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
  sink(line);
}

/** `event` is a stable dotted name (`payment.needs_attention`); `fields` the facts that matter, never a sentence. */
export const log = {
  info: (event: string, fields?: LogFields) => write('info', event, fields),
  warn: (event: string, fields?: LogFields) => write('warn', event, fields),
  error: (event: string, fields?: LogFields) => write('error', event, fields),
};
