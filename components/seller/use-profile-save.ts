'use client';

/**
 * The seller profile form's state and its save (spec 2.3, 4.5). Only changed
 * fields are sent. A save has no idempotency receipt, so after an uncertain
 * result the profile is read again before a retry is offered: the form keeps
 * what was typed and says whether it was saved.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFirstUse, type FirstUse } from '@/components/ui/form-on-first-use';
import { toast } from '@/components/ui/toaster';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { isUncertain, sellerKeys, sellerQueries, updateProfile } from '@/lib/marketplace/seller/client';
import type { ProfilePatch, SellerProfile } from '@/lib/marketplace/seller/contract';
import { profileFieldsOf, profileFormWith, profilePatchOf } from '@/lib/marketplace/seller/form-values';
import { PROFILE_CODES, type ProfileFields } from '@/lib/marketplace/seller/terms';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { olderPortfolioUrls } from './older-portfolio-items';

const resolver = lazyZodResolver<ProfileFields, ProfilePatch>(
  async () => (await import('@/lib/marketplace/seller/form')).profileFormSchema,
);

/** What the last save came to; `checking` while the profile is read again after an uncertain result. */
/** `unknown`: the answer was lost and the profile could not be read again to see whether the change landed. */
export type Outcome = { kind: 'saved' | 'nothing' | 'checking' | 'not-saved' | 'unknown' } | undefined;

/** The URLs of the media a profile shows, by id, so the form can preview what it holds. */
const mediaUrlsOf = (profile: SellerProfile | null): Record<string, string> => ({
  ...Object.fromEntries(
    (profile?.portfolioMedia ?? []).flatMap((item) => (item.mediaId ? [[item.mediaId, item.url]] : [])),
  ),
  ...(profile?.pfpMediaId && profile.pfpUrl ? { [profile.pfpMediaId]: profile.pfpUrl } : {}),
});

/** The saved picture from before media ids (a URL only), which the form shows and can remove. */
const olderPictureOf = (profile: SellerProfile | null): string | null =>
  (!profile?.pfpMediaId && profile?.pfpUrl) || null;

export function useProfileSave(profile: SellerProfile | null, firstUse: FirstUse | undefined) {
  const queryClient = useQueryClient();
  // What the marketplace holds: the patch is computed against it.
  const [saved, setSaved] = useState(() => profileFieldsOf(profile));
  const [mediaUrls, setMediaUrls] = useState(() => mediaUrlsOf(profile));
  // Portfolio items without a media id, as the marketplace holds them: a changed portfolio leaves them out.
  const [olderPortfolio, setOlderPortfolio] = useState(() => olderPortfolioUrls(profile?.portfolioMedia));
  const [olderPictureUrl, setOlderPictureUrl] = useState(() => olderPictureOf(profile));
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm<ProfileFields, unknown, ProfilePatch>({
    resolver,
    // What the stand-in held when the form took over from it.
    defaultValues: profileFormWith(saved, firstUse?.values),
    mode: 'onTouched',
  });
  useFirstUse(form, firstUse);

  const settle = (fresh: SellerProfile | null) => {
    queryClient.setQueryData(sellerKeys.profile(), fresh);
    setSaved(profileFieldsOf(fresh));
    setMediaUrls((urls) => ({ ...urls, ...mediaUrlsOf(fresh) }));
    setOlderPortfolio(olderPortfolioUrls(fresh?.portfolioMedia));
    setOlderPictureUrl(olderPictureOf(fresh));
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
      if (fresh === undefined) return setOutcome({ kind: 'unknown' });
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

  const addMedia = (id: string, url: string) => setMediaUrls((urls) => ({ ...urls, [id]: url }));

  return {
    form,
    saved,
    mediaUrls,
    olderPortfolio,
    olderPictureUrl,
    addMedia,
    outcome,
    save,
    submit,
    preload: resolver.preload,
  };
}

export type ProfileFormApi = ReturnType<typeof useProfileSave>['form'];
