'use client';

/**
 * The listing form, loaded when the editor shows it rather than with the
 * seller's pages: the form library and the form's pieces come with it. While
 * it loads, the same fields stand in its place, disabled, so nothing moves and
 * nothing can be typed that would be lost.
 */
import dynamic from 'next/dynamic';
import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { SELLER_LIMITS } from '@/lib/marketplace/seller/terms';

function UploadShape({ legend, label }: { legend: string; label: string }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <span className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-400">
        <Upload className="size-4" aria-hidden="true" />
        {label}
      </span>
    </fieldset>
  );
}

function ListingFormShape() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <fieldset
        disabled
        aria-busy="true"
        aria-label="Listing"
        className="min-w-0 space-y-5 rounded-lg border border-slate-200 bg-white p-5"
      >
        <Field label="Name">
          <Input autoComplete="off" />
        </Field>
        <Field label="Description (optional)">
          <Textarea rows={6} />
        </Field>
        <UploadShape legend="Thumbnail (optional)" label="Upload a thumbnail" />
        <UploadShape
          legend={`Attachments (optional, up to ${SELLER_LIMITS.attachmentsMax})`}
          label="Upload an attachment"
        />
        <Field label="Tags (optional)" hint="Words buyers might search for, separated by commas.">
          <Input autoComplete="off" placeholder="design, logo, branding" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Category (optional)">
            <Select />
          </Field>
          <Field label="Subcategory (optional)">
            <Select />
          </Field>
        </div>
        <Field label="What you receive, in US dollars">
          <Input inputMode="decimal" placeholder="9.00" className="sm:max-w-xs" />
        </Field>
        <div className="flex justify-end">
          <Button type="button">Save</Button>
        </div>
      </fieldset>
      <aside aria-label="Preview" className="space-y-2">
        <h2 className="text-sm font-medium text-slate-700">How the store shows it</h2>
        <Skeleton className="h-72 w-full" />
      </aside>
    </div>
  );
}

export const ListingForm = dynamic(() => import('./listing-form').then((module) => module.ListingForm), {
  loading: ListingFormShape,
});
