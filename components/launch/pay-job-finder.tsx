'use client';

/**
 * Finding the job to pay by its ID, which the address keeps (`?job=`): its payment (the read of its requirements and
 * the pay path) loads only once there is a job to pay.
 */
import type { Route } from 'next';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { loadWithQueries } from '@/components/queries';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LAUNCH_LIMITS } from '@/lib/marketplace/launch/terms';

const JobPayment = dynamic(() => loadWithQueries(import('./pay-job').then((m) => m.JobPayment)));

const JOB_ID = /^[A-Za-z0-9]{8}$/;

export function PayJobFinder() {
  const params = useSearchParams() ?? new URLSearchParams();
  const router = useRouter();
  const pathname = usePathname() ?? '';
  const jobId = params.get('job') ?? '';
  const [typed, setTyped] = useState(jobId);
  const [error, setError] = useState<string>();
  const valid = JOB_ID.test(jobId);
  return (
    <>
      {/* Named as the address's query, so a press before the page's code runs asks for the same page. */}
      <form
        aria-label="Find the job"
        className="flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const id = typed.trim();
          if (!JOB_ID.test(id)) return setError(`A job ID is ${LAUNCH_LIMITS.jobIdLength} letters or digits.`);
          setError(undefined);
          router.replace(`${pathname}?job=${encodeURIComponent(id)}` as Route);
        }}
      >
        <Field label="Job ID" error={error} className="min-w-0 flex-1">
          <Input
            name="job"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            maxLength={64}
          />
        </Field>
        <Button type="submit" variant="secondary">
          Show the price
        </Button>
      </form>
      {valid && (
        <div className="mt-4">
          <JobPayment key={jobId} jobId={jobId} />
        </div>
      )}
    </>
  );
}
