'use client';

/**
 * The seller profile (spec 2.3, 4.5): nickname, bio, more about, tags, up to 3
 * categories, the public switch, the picture and the ordered portfolio. Only
 * changed fields are sent. A save has no idempotency receipt, so after an
 * uncertain result the profile is read again before a retry is offered: the
 * form keeps what was typed and says whether it was saved.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { SignInPrompt } from '@/components/account/sign-in-prompt';
import { Avatar } from '@/components/store/seller-rating';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { toast } from '@/components/ui/toaster';
import { sessionQueries } from '@/lib/marketplace/account/session';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { isUncertain, sellerKeys, sellerQueries, updateProfile } from '@/lib/marketplace/seller/client';
import {
  PROFILE_CODES,
  SELLER_LIMITS,
  profileFieldsOf,
  profilePatchOf,
  type ProfileFields,
  type ProfilePatch,
  type SellerProfile,
} from '@/lib/marketplace/seller/contract';
import { profileFormSchema } from '@/lib/marketplace/seller/form';
import { MediaUpload } from './media-upload';
import { PortfolioEditor } from './portfolio-editor';
import { userHref } from '@/components/users/user-href';

const count = (n: number) => n.toLocaleString('en-US');

/** The URLs of the media a profile shows, by id, so the form can preview what it holds. */
const mediaUrlsOf = (profile: SellerProfile | null): Record<string, string> => ({
  ...Object.fromEntries(
    (profile?.portfolioMedia ?? []).flatMap((item) => (item.mediaId ? [[item.mediaId, item.url]] : [])),
  ),
  ...(profile?.pfpMediaId && profile.pfpUrl ? { [profile.pfpMediaId]: profile.pfpUrl } : {}),
});

export function ProfileEditor() {
  const session = useQuery(sessionQueries.summary());
  const signedIn = session.data?.signedIn === true;
  const profile = useQuery({ ...sellerQueries.profile(), enabled: signedIn });
  const header = (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Seller profile</h1>
      <p className="text-sm text-slate-600">What buyers see on your public page and beside your listings.</p>
    </div>
  );
  if (session.isPending) return <Skeleton className="h-96" />;
  if (!signedIn) {
    return (
      <div className="space-y-6">
        {header}
        <SignInPrompt title="Sign in to edit your seller profile">
          Your profile belongs to your account. Sign in with your wallet to edit it.
        </SignInPrompt>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {header}
      {profile.isPending ? (
        <Skeleton className="h-96" />
      ) : profile.isError ? (
        <ErrorState
          error={profile.error}
          title="Your profile could not be loaded"
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </div>
  );
}

/** What the last save came to; `checking` while the profile is read again after an uncertain result. */
type Outcome = { kind: 'saved' | 'nothing' | 'checking' | 'not-saved' } | undefined;

function ProfileForm({ profile }: { profile: SellerProfile | null }) {
  const queryClient = useQueryClient();
  const categories = useQuery(sellerQueries.categories());
  // What the marketplace holds: the patch is computed against it.
  const [saved, setSaved] = useState(() => profileFieldsOf(profile));
  const [mediaUrls, setMediaUrls] = useState(() => mediaUrlsOf(profile));
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm<ProfileFields, unknown, ProfilePatch>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: saved,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as ProfileFields;
  const { errors } = form.formState;

  const settle = (fresh: SellerProfile | null) => {
    queryClient.setQueryData(sellerKeys.profile(), fresh);
    setSaved(profileFieldsOf(fresh));
    setMediaUrls((urls) => ({ ...urls, ...mediaUrlsOf(fresh) }));
  };

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (fresh) => {
      settle(fresh);
      form.reset(profileFieldsOf(fresh));
      setOutcome({ kind: 'saved' });
      toast.success('Profile saved.');
    },
    onError: async (error) => {
      if (error instanceof MarketplaceError && error.code === PROFILE_CODES.nicknameTaken) {
        form.setError(
          'nickname',
          { message: 'That nickname is already taken. Choose another one.' },
          { shouldFocus: true },
        );
        return;
      }
      if (!isUncertain(error)) return;
      // No receipt to ask for: read the profile again and see whether the change landed.
      setOutcome({ kind: 'checking' });
      const fresh = await queryClient.fetchQuery({ ...sellerQueries.profile(), staleTime: 0 }).catch(() => undefined);
      if (fresh === undefined) return setOutcome({ kind: 'not-saved' });
      settle(fresh);
      const landed = Object.keys(profilePatchOf(profileFieldsOf(fresh), form.getValues())).length === 0;
      setOutcome({ kind: landed ? 'saved' : 'not-saved' });
      if (landed) save.reset();
    },
  });

  const submit = () => {
    const patch = profilePatchOf(saved, form.getValues());
    setOutcome(undefined);
    if (Object.keys(patch).length === 0) return setOutcome({ kind: 'nothing' });
    save.mutate(patch);
  };

  const selected = values.categoryNames ?? [];
  const portfolio = (values.portfolioMediaIds ?? []).map((id) => ({ id, url: mediaUrls[id] }));
  const addMedia = (id: string, url: string) => setMediaUrls((urls) => ({ ...urls, [id]: url }));

  return (
    <form
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-5"
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      noValidate
      aria-label="Seller profile"
    >
      <Field
        label="Nickname"
        hint={`${SELLER_LIMITS.nicknameMin} to ${SELLER_LIMITS.nicknameMax} letters, digits, dots, underscores or hyphens. Your public page’s address.`}
        error={errors.nickname?.message}
      >
        <Input
          {...form.register('nickname')}
          autoComplete="off"
          maxLength={SELLER_LIMITS.nicknameMax + 10}
          className="sm:max-w-sm"
        />
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Profile picture</legend>
        <div className="flex flex-wrap items-center gap-3">
          <Avatar
            url={values.pfpMediaId ? mediaUrls[values.pfpMediaId] : null}
            name={values.nickname || 'You'}
            size={64}
          />
          <MediaUpload
            kind="pfp"
            label={values.pfpMediaId ? 'Replace the picture' : 'Upload a picture'}
            onUploaded={(media) => {
              addMedia(media.id, media.url);
              form.setValue('pfpMediaId', media.id, { shouldDirty: true });
            }}
          />
          {values.pfpMediaId && (
            <Button variant="ghost" size="sm" onClick={() => form.setValue('pfpMediaId', null, { shouldDirty: true })}>
              <Trash2 className="size-4" aria-hidden="true" /> Remove the picture
            </Button>
          )}
        </div>
      </fieldset>

      <Field
        label="Bio"
        hint={`${count(values.profileBio?.trim().length ?? 0)} of ${SELLER_LIMITS.profileBioMax} characters. One line beside your name.`}
        error={errors.profileBio?.message}
      >
        <Input {...form.register('profileBio')} autoComplete="off" />
      </Field>
      <Field
        label="More about you"
        hint={`${count(values.moreAbout?.trim().length ?? 0)} of ${count(SELLER_LIMITS.moreAboutMax)} characters.`}
        error={errors.moreAbout?.message}
      >
        <Textarea {...form.register('moreAbout')} rows={6} />
      </Field>
      <Field
        label="Tags"
        hint={`Separated by commas; ${count(values.tags?.trim().length ?? 0)} of ${SELLER_LIMITS.profileTagsMax} characters.`}
        error={errors.tags?.message}
      >
        <Input {...form.register('tags')} autoComplete="off" />
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Categories (up to {SELLER_LIMITS.categoriesMax})</legend>
        {categories.isPending ? (
          <Skeleton className="h-20" />
        ) : categories.isError ? (
          <ErrorState
            error={categories.error}
            title="The categories could not be loaded"
            onRetry={() => void categories.refetch()}
          />
        ) : (
          <Controller
            control={form.control}
            name="categoryNames"
            render={({ field }) => (
              <div className="grid gap-1 sm:grid-cols-2">
                {[...new Set([...categories.data, ...field.value])].map((name) => {
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
        {errors.categoryNames?.message && (
          <p className="text-xs font-medium text-red-700">{errors.categoryNames.message}</p>
        )}
        <p className="text-xs text-slate-500">
          {selected.length} of {SELLER_LIMITS.categoriesMax} chosen.
        </p>
      </fieldset>

      <PortfolioEditor
        items={portfolio}
        onChange={(ids) => form.setValue('portfolioMediaIds', ids, { shouldDirty: true })}
        onUploaded={({ id, url }) => {
          addMedia(id, url);
          form.setValue('portfolioMediaIds', [...form.getValues('portfolioMediaIds'), id], { shouldDirty: true });
        }}
      />
      {errors.portfolioMediaIds?.message && (
        <p className="text-xs font-medium text-red-700">{errors.portfolioMediaIds.message}</p>
      )}

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
            <ExternalLink className="size-4" aria-hidden="true" /> Your public page
          </Link>
        )}
      </fieldset>

      {save.isError &&
        outcome?.kind !== 'saved' &&
        !(save.error instanceof MarketplaceError && save.error.code === PROFILE_CODES.nicknameTaken) && (
          <ErrorState error={save.error} title="Not saved">
            {isUncertain(save.error) && outcome?.kind === 'not-saved' && (
              <p className="mt-1">
                We read your profile again and your changes are not all there. Your form is as you left it: save again.
              </p>
            )}
          </ErrorState>
        )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="text-sm text-slate-700">
          {outcome?.kind === 'saved'
            ? 'Saved.'
            : outcome?.kind === 'nothing'
              ? 'Nothing has changed since the last save.'
              : outcome?.kind === 'checking'
                ? 'Checking whether your changes were saved…'
                : ''}
        </p>
        <Button type="submit" disabled={save.isPending || outcome?.kind === 'checking'}>
          {save.isPending ? 'Saving…' : save.isError ? 'Save again' : 'Save the profile'}
        </Button>
      </div>
    </form>
  );
}
