'use client';

/** Reviewing the delivered work: an explicit star choice (nothing is chosen for you) and optional words. */
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { RatingInput } from '@/components/ui/rating-input';
import { ErrorState } from '@/components/ui/states';
import { ORDER_LIMITS } from '@/lib/marketplace/orders/terms';
import { reviewDelivery } from '@/lib/marketplace/orders/client';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { mayHaveHappened } from '@/lib/marketplace/errors';
import type { ReviewForm as ReviewFormOutput } from '@/lib/marketplace/orders/form';
import { reviewBody, type ReviewFormValues } from '@/lib/marketplace/orders/form-values';
import { ScriptForm } from '@/components/ui/script-form';

const resolver = lazyZodResolver<ReviewFormValues, ReviewFormOutput>(
  async () => (await import('@/lib/marketplace/orders/form')).reviewFormSchema,
);

export function ReviewForm({ handle, submissionId, seller }: { handle: string; submissionId: string; seller: string }) {
  const form = useForm<ReviewFormValues, unknown, ReviewFormOutput>({
    resolver,
    defaultValues: { stars: '', text: '' },
  });
  const review = useMutation({
    mutationFn: (values: ReviewFormOutput) => reviewDelivery(handle, reviewBody(values, submissionId)),
  });

  if (review.isSuccess) {
    return (
      <p role="status" className="border-t border-emerald-200 pt-3 text-sm text-emerald-900">
        {review.data.replayed
          ? 'You had already reviewed this delivery.'
          : `Thanks, your review is published on ${seller}’s profile.`}
      </p>
    );
  }
  return (
    <ScriptForm
      className="space-y-3 border-t border-emerald-200 pt-3"
      onSubmit={(e) => void form.handleSubmit((values) => review.mutate(values))(e)}
      onFocus={resolver.preload}
    >
      <Controller
        control={form.control}
        name="stars"
        render={({ field, fieldState }) => (
          <RatingInput
            legend={`Rate ${seller}’s work`}
            name={field.name}
            value={field.value === '' ? undefined : Number(field.value)}
            onChange={(stars) => field.onChange(String(stars))}
            error={fieldState.error?.message}
            inputRef={field.ref}
          />
        )}
      />
      <Field label="Your review (optional)" error={form.formState.errors.text?.message}>
        <Textarea
          {...form.register('text')}
          maxLength={ORDER_LIMITS.reviewTextMax}
          rows={2}
          placeholder="What was it like?"
          className="text-sm"
        />
      </Field>
      {review.isError && (
        <ErrorState
          error={review.error}
          // No answer is not a refusal: the review may be saved (the same review sent again is answered as a replay).
          title={
            mayHaveHappened(review.error) ? 'We could not confirm the review was saved' : 'The review was not saved'
          }
        />
      )}
      <Button type="submit" size="sm" disabled={review.isPending}>
        {review.isPending ? 'Publishing…' : 'Publish review'}
      </Button>
    </ScriptForm>
  );
}
