/**
 * The seller profile form as it first shows, rendered on the server: the same fields, labels and hints with the saved
 * profile, its picture and its portfolio in order, without the form's code (the form library, its checks, the
 * uploads), which loads when a person starts with it (`profile-form-lazy.tsx`) and takes over what was typed or
 * chosen here.
 */
import Link from 'next/link';
import { Avatar } from '@/components/store/seller-rating';
import { userHref } from '@/components/users/user-href';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type { SellerProfile } from '@/lib/marketplace/seller/contract';
import { categoryFieldName, profileFieldsOf } from '@/lib/marketplace/seller/form-values';
import { SELLER_LIMITS } from '@/lib/marketplace/seller/terms';
import { UploadStandIn } from './upload-stand-in';
import { OlderPortfolioItems, olderPortfolioUrls } from './older-portfolio-items';
import { mediaSrc } from '@/lib/media-src';
import { Icon } from '@/components/ui/icon';
import { ScriptForm } from '@/components/ui/script-form';

const count = (n: number) => n.toLocaleString('en-US');

export function ProfileFormStandIn({
  profile,
  categories,
}: {
  profile: SellerProfile | null;
  /** The marketplace's categories, if the page could read them; else the profile's own show. */
  categories: string[] | undefined;
}) {
  const values = profileFieldsOf(profile);
  const pictureUrl = profile?.pfpUrl ?? null;
  const portfolio = (profile?.portfolioMedia ?? []).filter((item) => item.mediaId);
  const names = [...new Set([...(categories ?? []), ...values.categoryNames])];
  return (
    <ScriptForm className="space-y-5 rounded-lg border border-slate-200 bg-white p-5" aria-label="Seller profile">
      <Field
        label="Nickname"
        hint={`${SELLER_LIMITS.nicknameMin} to ${SELLER_LIMITS.nicknameMax} letters, digits, dots, underscores or hyphens. Your public page’s address.`}
      >
        <Input
          name="nickname"
          defaultValue={values.nickname}
          autoComplete="off"
          maxLength={SELLER_LIMITS.nicknameMax + 10}
          className="sm:max-w-sm"
        />
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Profile picture</legend>
        <div className="flex flex-wrap items-center gap-3">
          <Avatar url={pictureUrl} name={values.nickname || 'You'} size={64} />
          <UploadStandIn kind="pfp" label={pictureUrl ? 'Replace the picture' : 'Upload a picture'} />
          {pictureUrl && (
            <Button variant="ghost" size="sm">
              <Icon name="trash" className="size-4" /> Remove the picture
            </Button>
          )}
        </div>
      </fieldset>

      <Field
        label="Bio"
        hint={`${count(values.profileBio.trim().length)} of ${SELLER_LIMITS.profileBioMax} characters. One line beside your name.`}
      >
        <Input name="profileBio" defaultValue={values.profileBio} autoComplete="off" />
      </Field>
      <Field
        label="More about you"
        hint={`${count(values.moreAbout.trim().length)} of ${count(SELLER_LIMITS.moreAboutMax)} characters.`}
      >
        <Textarea name="moreAbout" defaultValue={values.moreAbout} rows={6} />
      </Field>
      <Field
        label="Tags"
        hint={`Separated by commas; ${count(values.tags.trim().length)} of ${SELLER_LIMITS.profileTagsMax} characters.`}
      >
        <Input name="tags" defaultValue={values.tags} autoComplete="off" />
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Categories (up to {SELLER_LIMITS.categoriesMax})</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {names.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={categoryFieldName(name)}
                defaultChecked={values.categoryNames.includes(name)}
              />
              {name}
            </label>
          ))}
        </div>
        <p className="text-xs text-slate-500">
          {values.categoryNames.length} of {SELLER_LIMITS.categoriesMax} chosen.
        </p>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Portfolio</legend>
        <p className="text-xs text-slate-500">
          Up to {SELLER_LIMITS.portfolioMax} items, shown in this order. Drag an item, or use its arrows, to move it.
        </p>
        {portfolio.length > 0 && (
          <ol aria-label="Portfolio items in order" className="space-y-2">
            {portfolio.map((item, i) => (
              <li
                key={item.mediaId}
                className="flex items-center gap-3 rounded-md border border-slate-200 bg-white p-2"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- the marketplace's pictures, through this origin (lib/media-src.ts) */}
                <img
                  src={mediaSrc(item.url)}
                  alt=""
                  className="size-14 shrink-0 rounded-md bg-slate-100 object-cover"
                />
                <span className="min-w-0 flex-1 text-sm">Item {i + 1}</span>
              </li>
            ))}
          </ol>
        )}
        <OlderPortfolioItems urls={olderPortfolioUrls(profile?.portfolioMedia)} changed={false} />
        {portfolio.length < SELLER_LIMITS.portfolioMax && (
          <UploadStandIn kind="portfolio" label="Add to the portfolio" />
        )}
      </fieldset>

      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">Visibility</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="publicProfile" defaultChecked={values.publicProfile} />
          Public profile: anyone can see your page, and your active listings show in the store
        </label>
        {values.publicProfile && values.nickname && (
          <Link
            href={userHref(values.nickname)}
            className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
          >
            Your public page
          </Link>
        )}
      </fieldset>

      <div className="flex flex-wrap items-center justify-end gap-3">
        <Button type="submit">Save the profile</Button>
      </div>
    </ScriptForm>
  );
}
