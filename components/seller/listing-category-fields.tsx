'use client';

/** The listing's category and subcategory, picked from the store's own tree. */
import { useQuery } from '@tanstack/react-query';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import type { ListingFormValues } from '@/lib/marketplace/seller/form-values';
import { storeQueries } from '@/lib/marketplace/store/client';
import { categoryChoices } from './category-choices';
import type { ListingFormApi } from './listing-form';

export function CategoryFields({ form, values }: { form: ListingFormApi; values: ListingFormValues }) {
  const tree = useQuery(storeQueries.categories());
  const category = values.category ?? '';
  const choices = categoryChoices(tree.data, category, values.subCategory ?? '');
  const { errors } = form.formState;
  const categoryField = form.register('category', {
    // A subcategory belongs to its category: a new category starts without one.
    onChange: () => form.setValue('subCategory', '', { shouldDirty: true }),
  });
  return (
    <div className="space-y-1">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category (optional)" error={errors.category?.message}>
          <Select {...categoryField}>
            <option value="">No category</option>
            {choices.categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Subcategory (optional)"
          hint={category ? undefined : 'Choose a category first.'}
          error={errors.subCategory?.message}
        >
          <Select {...form.register('subCategory')}>
            <option value="">No subcategory</option>
            {choices.subCategories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {tree.isError && (
        <p role="alert" className="text-xs text-amber-800">
          The store’s categories could not be loaded; reload the page to choose one.
        </p>
      )}
    </div>
  );
}
