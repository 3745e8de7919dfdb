'use client';

/**
 * The seller profile form: nickname, bio, more about, tags, up to 3
 * categories, the public switch, the picture and the ordered portfolio;
 * its state and save are in useProfileSave.
 */
import { Button } from '@/components/ui/button';
import { useWaitLeft } from '@/components/ui/countdown';
import type { FirstUse } from '@/components/ui/form-on-first-use';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ErrorState } from '@/components/ui/states';
import { useWatch } from 'react-hook-form';
import { MarketplaceError } from '@/lib/marketplace/errors';
import { isUncertain } from '@/lib/marketplace/seller/client';
import type { SellerProfile } from '@/lib/marketplace/seller/contract';
import { sameList } from '@/lib/marketplace/seller/form-values';
import { PROFILE_CODES, SELLER_LIMITS, type ProfileFields } from '@/lib/marketplace/seller/terms';
import { OlderPortfolioItems } from './older-portfolio-items';
import { PortfolioEditor } from './portfolio-editor';
import { CategoriesField, PictureField, VisibilityField } from './profile-fields';
import { useProfileSave } from './use-profile-save';
import { ScriptForm } from '@/components/ui/script-form';

const count = (n: number) => n.toLocaleString('en-US');

export function ProfileForm({
  profile,
  categories,
  firstUse,
}: {
  profile: SellerProfile | null;
  /** The marketplace's categories as the page read them, if it could. */
  categories: string[] | undefined;
  firstUse?: FirstUse;
}) {
  const { form, saved, mediaUrls, olderPortfolio, olderPictureUrl, addMedia, outcome, save, submit, preload } =
    useProfileSave(profile, firstUse);
  const values = useWatch({ control: form.control }) as ProfileFields;
  // A refusal that named a wait holds "Save again" until it has passed, as its words say.
  const waitLeft = useWaitLeft(save.isError ? save.error : undefined);
  const { errors } = form.formState;

  const selected = values.categoryNames ?? [];
  const portfolio = (values.portfolioMediaIds ?? []).map((id) => ({ id, url: mediaUrls[id] }));

  return (
    <ScriptForm
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-5"
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      onFocus={preload}
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

      <PictureField
        form={form}
        values={values}
        mediaUrls={mediaUrls}
        olderPictureUrl={olderPictureUrl}
        addMedia={addMedia}
      />

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

      <CategoriesField form={form} selected={selected} initial={categories} />

      <PortfolioEditor
        items={portfolio}
        older={
          <OlderPortfolioItems
            urls={olderPortfolio}
            changed={!sameList(values.portfolioMediaIds ?? [], saved.portfolioMediaIds)}
          />
        }
        onChange={(ids) => form.setValue('portfolioMediaIds', ids, { shouldDirty: true })}
        onUploaded={({ id, url }) => {
          addMedia(id, url);
          form.setValue('portfolioMediaIds', [...form.getValues('portfolioMediaIds'), id], { shouldDirty: true });
        }}
      />
      {errors.portfolioMediaIds?.message && (
        <p className="text-xs font-medium text-red-700">{errors.portfolioMediaIds.message}</p>
      )}

      <VisibilityField form={form} saved={saved} />

      {save.isError &&
        outcome?.kind !== 'saved' &&
        !(save.error instanceof MarketplaceError && save.error.code === PROFILE_CODES.nicknameTaken) && (
          <ErrorState error={save.error} title="Not saved">
            {isUncertain(save.error) && outcome?.kind === 'not-saved' && (
              <p className="mt-1">
                We read your profile again and your changes are not all there. Your form is as you left it: save again.
              </p>
            )}
            {isUncertain(save.error) && outcome?.kind === 'unknown' && (
              <p className="mt-1">
                We could not read your profile again to see whether your changes were saved. Your form is as you left
                it: saving again sends the same changes.
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
        <Button type="submit" disabled={save.isPending || outcome?.kind === 'checking' || waitLeft > 0}>
          {save.isPending ? 'Saving…' : save.isError ? 'Save again' : 'Save the profile'}
        </Button>
      </div>
    </ScriptForm>
  );
}
