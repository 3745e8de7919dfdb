'use client';

/**
 * The order room's forms (the message composer below the conversation, the
 * review of a delivery), loaded when the room shows them rather than with the
 * purchase's page: a visitor who never sees a room never downloads the form
 * library (a room rendered on the server brings them with it). While one
 * loads, the same fields stand in its place, disabled, so nothing moves and
 * nothing can be typed that would be lost.
 */
import dynamic from 'next/dynamic';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { RatingInput } from '@/components/ui/rating-input';
import { ORDER_LIMITS } from '@/lib/marketplace/orders/terms';
import { Icon } from '@/components/ui/icon';

function ComposerShape() {
  return (
    <fieldset disabled aria-busy="true" className="min-w-0 space-y-2 border-t border-slate-200 pt-3">
      <Field
        label="Message to the seller"
        labelHidden
        hint={`0 of ${ORDER_LIMITS.chatMessageMax.toLocaleString('en-US')} characters`}
      >
        <Textarea rows={3} placeholder="Write a message…" />
      </Field>
      <Field label="Link to a file (optional)" labelHidden>
        <Input type="url" placeholder="https:// link to a file (optional)" className="h-9 text-sm" />
      </Field>
      <div className="flex justify-end">
        <Button type="button">
          <Icon name="send" className="size-4" />
          Send
        </Button>
      </div>
    </fieldset>
  );
}

function ReviewShape() {
  return (
    <fieldset disabled aria-busy="true" className="min-w-0 space-y-3 border-t border-emerald-200 pt-3">
      <RatingInput legend="Rate the work" name="stars-loading" value={undefined} onChange={() => undefined} />
      <Field label="Your review (optional)">
        <Textarea rows={2} placeholder="What was it like?" className="text-sm" />
      </Field>
      <Button type="button" size="sm">
        Publish review
      </Button>
    </fieldset>
  );
}

export const Composer = dynamic(() => import('./composer').then((module) => module.Composer), {
  loading: ComposerShape,
});

export const ReviewForm = dynamic(() => import('./review-form').then((module) => module.ReviewForm), {
  loading: ReviewShape,
});
