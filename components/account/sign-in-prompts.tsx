/**
 * The pages that need an account, as a signed-out visitor meets them: the page's heading and a sign-in prompt,
 * rendered on the server, so a signed-out first load downloads none of the page's own code (only the prompt's
 * button). Signing in renders the page again. The views keep the same words for a session that ends while open.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CreatorPage } from '@/components/creator/creator-page';
import { LaunchHeader } from '@/components/launch/launch-header';
import { ListingEditorHeading } from '@/components/seller/listing-editor-heading';
import { buttonClasses } from '@/components/ui/button';
import { SignInPrompt } from './sign-in-prompt';

function Heading({ title, description }: { title: string; description?: string }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {description && <p className="text-sm text-slate-600">{description}</p>}
    </div>
  );
}

/** A page's heading above its prompt. */
function PromptPage({ heading, prompt }: { heading: ReactNode; prompt: ReactNode }) {
  return (
    <div className="space-y-6">
      {heading}
      {prompt}
    </div>
  );
}

export const PurchasesSignIn = () => (
  <PromptPage
    heading={
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Heading title="Purchases" description="Your purchases and hires, newest first, with their payment status." />
        <Link href="/recovery" className={buttonClasses('secondary', 'sm')}>
          Unfinished operations
        </Link>
      </div>
    }
    prompt={
      <SignInPrompt title="Sign in to see your purchase history">
        Orders belong to the wallet that paid. Sign in with it to list them. Anything this browser bought is also on the
        unfinished operations page until it is settled.
      </SignInPrompt>
    }
  />
);

export const SellerStudioSignIn = () => (
  <PromptPage
    heading={<Heading title="Seller studio" description="Your listings and the public profile buyers see." />}
    prompt={
      <SignInPrompt title="Sign in to open your seller studio">
        Sell services in the store: sign in with your wallet to manage your listings and seller profile.
      </SignInPrompt>
    }
  />
);

export const ListingsSignIn = () => (
  <PromptPage
    heading={<Heading title="Your listings" description="What you sell in the store, newest change first." />}
    prompt={
      <SignInPrompt title="Sign in to manage your listings">
        Listings belong to your account. Sign in with your wallet to see and change them.
      </SignInPrompt>
    }
  />
);

export const ListingEditorSignIn = ({ title }: { title: 'New listing' | 'Edit listing' }) => (
  <PromptPage
    heading={<ListingEditorHeading title={title} />}
    prompt={
      <SignInPrompt title="Sign in to manage your listings">
        Listings belong to your account. Sign in with your wallet to create and edit them.
      </SignInPrompt>
    }
  />
);

export const SellerProfileSignIn = () => (
  <PromptPage
    heading={
      <Heading title="Seller profile" description="What buyers see on your public page and beside your listings." />
    }
    prompt={
      <SignInPrompt title="Sign in to edit your seller profile">
        Your profile belongs to your account. Sign in with your wallet to edit it.
      </SignInPrompt>
    }
  />
);

const creatorPrompt = (
  <SignInPrompt title="Sign in to see the jobs you created">
    Your jobs, their entries and what they need from you belong to your account.
  </SignInPrompt>
);

/** The creator's lists (actions, your jobs) in their frame; a created job is the prompt alone. */
export const CreatorSignIn = ({ frame }: { frame?: { title: string; description: string } }) =>
  frame ? (
    <CreatorPage title={frame.title} description={frame.description}>
      {creatorPrompt}
    </CreatorPage>
  ) : (
    creatorPrompt
  );

export const EarningsSignIn = () => (
  <PromptPage
    heading={
      <Heading
        title="Earnings"
        description="What you earned from jobs, referrals, tips and the vault, by UTC day, in each token’s own units."
      />
    }
    prompt={
      <SignInPrompt title="Sign in to see your earnings">
        Your earnings belong to your account. Sign in with your wallet to see them.
      </SignInPrompt>
    }
  />
);

export const NotificationsSignIn = () => (
  <PromptPage
    heading={<Heading title="Notifications" />}
    prompt={
      <SignInPrompt title="Sign in to read your notifications">
        Notifications belong to your account: news about your orders, messages and public jobs.
      </SignInPrompt>
    }
  />
);

export const SwapsSignIn = () => (
  <PromptPage
    heading={<Heading title="Swaps" description="Swap between your platform balances. One swap runs at a time." />}
    prompt={
      <SignInPrompt title="Sign in to swap">
        Swaps move amounts between the balances of your account. Sign in with your wallet to see them.
      </SignInPrompt>
    }
  />
);

export const SubmissionsSignIn = () => (
  <div className="space-y-5">
    <Heading
      title="Submissions"
      description="Every job you entered, newest first, with where it stands and what you earned."
    />
    <SignInPrompt title="Sign in to see your entries">Your entries belong to your account.</SignInPrompt>
  </div>
);

export const JobSignIn = () => (
  <SignInPrompt title="Sign in to read this job">
    Jobs are read with your account, which also decides whether you can enter.
  </SignInPrompt>
);

/** Launches made with the account's key (a social job, paying a job by its ID). */
export const LaunchSignIn = ({ title, intro, prompt }: { title: string; intro: string; prompt: string }) => (
  <PromptPage
    heading={<LaunchHeader title={title} intro={intro} />}
    prompt={<SignInPrompt title={prompt}>This is done with your account, which the job then belongs to.</SignInPrompt>}
  />
);
