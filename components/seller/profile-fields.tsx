'use client';

/** The seller profile's fields that are more than a text box: the picture, the categories and the visibility. */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Controller } from 'react-hook-form';
import { Avatar } from '@/components/store/seller-rating';
import { userHref } from '@/components/users/user-href';
import { Button } from '@/components/ui/button';
import { QueryView } from '@/components/ui/query-view';
import { sellerQueries } from '@/lib/marketplace/seller/client';
import { SELLER_LIMITS, type ProfileFields } from '@/lib/marketplace/seller/terms';
import { MediaUpload } from './media-upload';
import type { ProfileFormApi } from './use-profile-save';
import { Icon } from '@/components/ui/icon';

export function PictureField({
  form,
  values,
  mediaUrls,
  olderPictureUrl,
  addMedia,
}: {
  form: ProfileFormApi;
  values: ProfileFields;
  mediaUrls: Record<string, string>;
  /** The saved picture from before media ids, if the profile has one. */
  olderPictureUrl: string | null;
  addMedia: (id: string, url: string) => void;
}) {
  const url = values.pfpMediaId ? mediaUrls[values.pfpMediaId] : values.olderPicture ? olderPictureUrl : null;
  const replace = (id: string | null) => {
    form.setValue('pfpMediaId', id, { shouldDirty: true });
    form.setValue('olderPicture', false, { shouldDirty: true });
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Profile picture</legend>
      <div className="flex flex-wrap items-center gap-3">
        <Avatar url={url} name={values.nickname || 'You'} size={64} />
        <MediaUpload
          kind="pfp"
          label={url ? 'Replace the picture' : 'Upload a picture'}
          onUploaded={(media) => {
            addMedia(media.id, media.url);
            replace(media.id);
          }}
        />
        {url && (
          <Button variant="ghost" size="sm" onClick={() => replace(null)}>
            <Icon name="trash" className="size-4" /> Remove the picture
          </Button>
        )}
      </div>
    </fieldset>
  );
}

/** The marketplace's categories to choose from, with any the profile holds that the list no longer has. */
export function CategoriesField({
  form,
  selected,
  initial,
}: {
  form: ProfileFormApi;
  selected: string[];
  /** The categories the page read, so the form shows them without reading them again. */
  initial: string[] | undefined;
}) {
  const categories = useQuery({ ...sellerQueries.categories(), initialData: initial });
  const error = form.formState.errors.categoryNames?.message;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Categories (up to {SELLER_LIMITS.categoriesMax})</legend>
      <QueryView
        query={categories}
        loading={{ label: 'Loading the categories', rows: 1, rowClassName: 'h-20' }}
        error={{ title: 'The categories could not be loaded' }}
      >
        {(names) => (
          <Controller
            control={form.control}
            name="categoryNames"
            render={({ field }) => (
              <div className="grid gap-1 sm:grid-cols-2">
                {[...new Set([...names, ...field.value])].map((name) => {
                  const checked = field.value.includes(name);
                  return (
                    <label key={name} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!checked && field.value.length >= SELLER_LIMITS.categoriesMax}
                        onChange={() =>
                          field.onChange(checked ? field.value.filter((c) => c !== name) : [...field.value, name])
                        }
                      />
                      {name}
                    </label>
                  );
                })}
              </div>
            )}
          />
        )}
      </QueryView>
      {error && <p className="text-xs font-medium text-red-700">{error}</p>}
      <p className="text-xs text-slate-500">
        {selected.length} of {SELLER_LIMITS.categoriesMax} chosen.
      </p>
    </fieldset>
  );
}

export function VisibilityField({ form, saved }: { form: ProfileFormApi; saved: ProfileFields }) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-800">Visibility</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('publicProfile')} />
        Public profile: anyone can see your page, and your active listings show in the store
      </label>
      {saved.publicProfile && saved.nickname && (
        <Link
          href={userHref(saved.nickname)}
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <Icon name="external-link" className="size-4" /> Your public page
        </Link>
      )}
    </fieldset>
  );
}
