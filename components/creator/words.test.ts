import { describe, expect, it } from 'vitest';
import { actionsResponseSchema, type ActionItem } from '@/lib/marketplace/creator/contract';
import { safeParse } from '@/lib/marketplace/schema';
import { MarketplaceError } from '@/lib/marketplace/errors';
import {
  actionStep,
  choiceRefusal,
  createdJobBadges,
  entryPreview,
  jobPaymentUnsettled,
  jobTabTitle,
  orderHrefOf,
  payJobHref,
  paymentUnsettled,
  winnersToChoose,
} from './words';
import { stepTimeText } from './step-time-words';

const job = {
  kind: 'advanced',
  status: 'review',
  paid: true,
  paused: false,
  archived: false,
  fundingStatus: 'funded',
  workStatus: 'selecting_winners',
};

describe('creator words', () => {
  it('shows a created job’s facts as badges in words, never raw values', () => {
    expect(createdJobBadges(job).map((b) => b.label)).toEqual([
      'Selection',
      'Ready for your choice',
      'Paid',
      'Choosing winners',
    ]);
    expect(
      createdJobBadges({
        ...job,
        paid: false,
        fundingStatus: 'pending',
        workStatus: null,
        paused: true,
        archived: true,
      }).map((b) => b.label),
    ).toEqual(['Selection', 'Ready for your choice', 'Payment pending', 'Paused', 'Archived']);
    const labels = createdJobBadges({ ...job, kind: 'brand_new', status: 'on_hold_forever' }).map((b) => b.label);
    expect(labels.slice(0, 2)).toEqual(['Brand new', 'On hold forever']);
  });

  it('says a store order or hire in an order’s words: delivered, in progress, never entries or winners', () => {
    for (const kind of ['store', 'direct_hire']) {
      expect(createdJobBadges({ ...job, kind, workStatus: null })[1]!.label).toBe(
        'Delivered, waiting for your approval',
      );
      expect(createdJobBadges({ ...job, kind, status: 'in_progress', workStatus: null })[1]!.label).toBe('In progress');
      expect(createdJobBadges({ ...job, kind, status: 'open', workStatus: null })[1]!.label).toBe('Placed');
      expect(createdJobBadges({ ...job, kind, status: 'completed', workStatus: null })[1]!.label).toBe('Completed');
    }
  });

  it('says a fact once when the status and the work status say the same', () => {
    const labels = createdJobBadges({ ...job, status: 'in_progress', workStatus: 'accepting_entries' }).map(
      (b) => b.label,
    );
    expect(labels).toEqual(['Selection', 'Taking entries', 'Paid']);
  });

  it('names a job’s tab by its own words, or says it is the creator’s job', () => {
    expect(jobTabTitle({ summary: 'Name our coffee' })).toBe('Name our coffee');
    expect(jobTabTitle({ summary: '   ' })).toBe('Your job');
  });

  it('says how many winners can be chosen with the right plural', () => {
    expect(winnersToChoose(1)).toBe('1 winner');
    expect(winnersToChoose(3)).toBe('up to 3 winners');
    expect(winnersToChoose(1, true)).toBe('1 more winner');
    expect(winnersToChoose(2, true)).toBe('up to 2 more winners');
  });
});

const NOW = Date.parse('2026-11-26T12:00:00Z');
const item = (overrides: Partial<ActionItem> = {}): ActionItem => ({
  id: 'act_1',
  type: 'choose_winners',
  reason: 'submission_window_closed',
  state: 'actionable',
  priority: 10,
  priorityReason: 'The entry window closed.',
  jobId: 'w1',
  customId: 'C1',
  checkoutId: null,
  summary: 'Name our coffee',
  createdAt: '2026-11-25T12:00:00Z',
  updatedAt: '2026-11-25T12:00:00Z',
  kind: 'advanced',
  url: null,
  status: 'review',
  paid: true,
  paused: false,
  doNotPayAgain: true,
  nextActions: {},
  selection: { mode: 'creator', method: null, remainingPositions: 1, selectedCount: 0, candidate: true },
  selectionClosesAt: '2026-11-26T11:00:00Z',
  deadline: null,
  lastMessage: null,
  guidance: 'Review the entries and choose up to 1 winners.',
  ...overrides,
});

describe('the action queue’s next step', () => {
  it('says one step in our words, with the one moment it hangs on', () => {
    expect(actionStep(item())).toEqual({
      step: 'Choose 1 winner from the entries',
      time: { kind: 'entries', at: '2026-11-26T11:00:00Z' },
    });
    const three = { mode: 'creator', method: null, remainingPositions: 3, selectedCount: 0, candidate: true };
    expect(actionStep(item({ selection: three })).step).toBe('Choose up to 3 winners from the entries');
    expect(actionStep(item({ selection: { ...three, selectedCount: 1, remainingPositions: 2 } })).step).toBe(
      'Choose up to 2 more winners from the entries',
    );
    expect(
      actionStep(
        item({
          type: 'complete_payment',
          paid: false,
          selection: null,
          selectionClosesAt: '2026-11-27T12:00:00Z',
          deadline: { kind: 'payment_initiation', at: '2026-11-26T12:30:00Z' },
        }),
      ),
    ).toEqual({ step: 'Pay for the job to publish it', time: { kind: 'pay_by', at: '2026-11-26T12:30:00Z' } });
    expect(actionStep(item({ type: 'collect_entries', selectionClosesAt: '2026-11-26T13:00:00Z' }))).toEqual({
      step: 'Wait for entries, then choose 1 winner',
      time: { kind: 'entries', at: '2026-11-26T13:00:00Z' },
    });
    expect(actionStep(item({ type: 'await_funding', selectionClosesAt: null })).time).toBeNull();
  });

  it('reads an item whose described-only fields are named otherwise: its figures unknown, never the queue refused', () => {
    const live = {
      ...item({ type: 'complete_payment', paid: false }),
      selection: { selectionMode: 'creator', remaining: 2 },
      deadline: { kind: 'payment_initiation', expiresAt: '2026-11-26T12:30:00Z' },
      lastMessage: { id: null, from: 'worker', sentAt: '2026-11-26T10:00:00Z' },
      createdAt: undefined,
    };
    const page = { ok: true, role: 'creator', state: 'all', limit: 20, actions: [live], hasMore: false };
    const parsed = safeParse(actionsResponseSchema, {
      ...page,
      nextCursor: null,
      nextUrl: null,
      asOf: '2026-11-26T12:00:00Z',
      refreshAfterSeconds: 30,
      coverage: {},
      rateLimit: {},
      instructions: [],
    });
    if (!parsed.success) throw parsed.error;
    const read = parsed.data.actions[0]!;
    expect(actionStep(read)).toEqual({ step: 'Pay for the job to publish it', time: null });
    expect(actionStep({ ...read, type: 'choose_winners' }).step).toBe('Choose the winners from the entries');
  });

  it('says the moment as time left or time passed', () => {
    expect(stepTimeText({ kind: 'pay_by', at: '2026-11-26T12:25:00Z' }, NOW)).toBe('Pay within 25 min 00 s');
    expect(stepTimeText({ kind: 'pay_by', at: '2026-11-26T11:00:00Z' }, NOW)).toBe('The time to pay has passed');
    expect(stepTimeText({ kind: 'entries', at: '2026-11-26T14:05:00Z' }, NOW)).toBe('Entries close in 2 h 05 min');
    expect(stepTimeText({ kind: 'entries', at: '2026-11-26T09:00:00Z' }, NOW)).toBe('Entries closed 3 h 00 min ago');
  });

  it('keeps the marketplace’s guidance only for a step it does not know', () => {
    expect(actionStep(item({ type: 'sign_contract', guidance: 'Sign the contract.' })).step).toBe('Sign the contract.');
  });

  it('warns not to pay again only while a payment’s outcome is open', () => {
    // Paid and confirmed: nothing can be paid twice.
    expect(paymentUnsettled(item())).toBe(false);
    expect(paymentUnsettled(item({ type: 'complete_payment', paid: false }))).toBe(true);
    expect(paymentUnsettled(item({ type: 'complete_payment', paid: false, doNotPayAgain: false }))).toBe(false);
    expect(paymentUnsettled(item({ type: 'await_funding', paid: false }))).toBe(true);
    expect(paymentUnsettled(item({ type: 'refund_review' }))).toBe(true);
    expect(jobPaymentUnsettled({ paid: true, status: 'review', fundingStatus: 'funded' })).toBe(false);
    expect(jobPaymentUnsettled({ paid: false, status: 'funding', fundingStatus: 'pending' })).toBe(true);
    expect(jobPaymentUnsettled({ paid: false, status: 'awaiting_payment', fundingStatus: 'pending' })).toBe(true);
    expect(jobPaymentUnsettled({ paid: false, status: 'awaiting_payment', fundingStatus: null })).toBe(false);
  });

  it('names an entry by its opening words', () => {
    expect(entryPreview('Midnight  Ember\n dark roast')).toBe('“Midnight Ember dark roast”');
    expect(entryPreview('a'.repeat(70))).toBe(`“${'a'.repeat(60)}…”`);
    expect(entryPreview(null)).toBe('files only');
    expect(entryPreview('   ')).toBe('files only');
  });
});

describe('where a created job’s next move is made', () => {
  it('leads a store order or a hire to its order page, and nothing else there', () => {
    expect(orderHrefOf({ kind: 'store', checkoutId: 'chk 1' })).toBe('/purchases/chk%201?kind=store');
    expect(orderHrefOf({ kind: 'direct_hire', checkoutId: 'chk_2' })).toBe('/purchases/chk_2?kind=hire');
    expect(orderHrefOf({ kind: 'direct_hire', checkoutId: null })).toBeUndefined();
    expect(orderHrefOf({ kind: 'social', checkoutId: 'chk_3' })).toBeUndefined();
  });

  it('pays an unpaid job on the job payment page', () => {
    expect(payJobHref('AbCd 12')).toBe('/launch/pay?job=AbCd%2012');
  });
});

describe('a refused choice of winners', () => {
  it('is said to the creator, not in the words a worker entering a job reads', () => {
    const closed = new MarketplaceError({ status: 409, code: 'AGENT_JOB_CLOSED' });
    expect(closed.message).toMatch(/closed for entries/);
    expect((choiceRefusal(closed) as Error).message).toBe(
      'Selection for this job has ended: its winners are final, and no more can be chosen.',
    );
    const capped = new MarketplaceError({ status: 409, code: 'AGENT_WINNER_CAP_EXCEEDED' });
    expect(choiceRefusal(capped)).toBe(capped);
  });
});
