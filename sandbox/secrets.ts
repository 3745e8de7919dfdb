/**
 * The bearer credentials the sandbox hands out or is handed (API keys, order
 * and job secrets, checkout tokens), kept only while the control surface is on
 * so the e2e suite can prove none of them reached a browser or a log.
 *
 * A credential crosses the sandbox's edge only over HTTP, so the app records
 * the credential headers of every request and the credential fields of every
 * JSON answer (`recordExchange`), and no handler has to remember to. Code that
 * hands one out some other way calls `record` itself.
 */
export type SecretKind = 'api-key' | 'order-secret' | 'job-secret' | 'checkout-token';

export interface RecordedSecret {
  kind: SecretKind;
  value: string;
}

const REQUEST_HEADERS: Record<string, SecretKind> = {
  'x-api-key': 'api-key',
  'x-secret': 'order-secret',
  'x-checkout-token': 'checkout-token',
};

/** JSON fields that carry a credential, wherever they sit in an answer (`token` is the checkout object's). */
const ANSWER_FIELDS: Record<string, SecretKind> = {
  apikey: 'api-key',
  secret: 'order-secret',
  jobSecret: 'job-secret',
  token: 'checkout-token',
};

/** Shorter values are identifiers or placeholders; searching a browser's traffic for them would only raise false alarms. */
const MIN_LENGTH = 16;
/** Distinct values kept; the oldest seen is forgotten first (a fuzz run sends many). */
const CAPACITY = 10_000;

export class SecretLedger {
  /** Value → when last seen; a Map keeps insertion order, so re-inserting moves a value to the end. */
  private readonly seen = new Map<string, { kind: SecretKind; seq: number }>();
  private seq = 0;

  constructor(readonly active: boolean) {}

  /** Note a credential issued or received now. A no-op unless the control surface is on. */
  record(kind: SecretKind, value: string): void {
    if (!this.active || value.length < MIN_LENGTH) return;
    this.seen.delete(value);
    this.seen.set(value, { kind, seq: ++this.seq });
    if (this.seen.size > CAPACITY) this.seen.delete(this.seen.keys().next().value!);
  }

  /** The credentials of one request and its answer. */
  async recordExchange(request: Request, response: Response): Promise<void> {
    if (!this.active) return;
    for (const [header, kind] of Object.entries(REQUEST_HEADERS)) {
      const value = request.headers.get(header)?.trim();
      if (value) this.record(kind, value);
    }
    if (!response.headers.get('content-type')?.includes('json')) return;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    this.recordFields(body);
  }

  private recordFields(value: unknown): void {
    if (Array.isArray(value)) value.forEach((item) => this.recordFields(item));
    else if (value && typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) {
        const kind = ANSWER_FIELDS[field];
        if (kind && typeof inner === 'string') this.record(kind, inner);
        else this.recordFields(inner);
      }
    }
  }

  /** The position to read from later: everything recorded after it is new. */
  get cursor(): number {
    return this.seq;
  }

  /** Credentials seen (issued or received) after `cursor`. */
  since(cursor: number): RecordedSecret[] {
    return [...this.seen].filter(([, entry]) => entry.seq > cursor).map(([value, { kind }]) => ({ kind, value }));
  }
}
