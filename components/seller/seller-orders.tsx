/** Where a seller's orders are handled: on the marketplace website, since the contract gives sellers no order route. */
import { websiteNotificationsPage } from '@/components/notifications/subject';
import { buttonClasses } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { Icon } from '@/components/ui/icon';

export function SellerOrders({ website }: { website: string | null }) {
  return (
    <Section
      title={
        <span className="flex items-center gap-2">
          <Icon name="shopping-bag" className="size-4" /> Orders
        </span>
      }
    >
      <div className="space-y-3 text-sm">
        <p>
          Orders for your listings are handled on the marketplace website: the order room there is where you talk with
          the buyer, deliver and get paid. This dashboard cannot open your orders; the bell and your inbox tell you when
          one arrives, with a link to the website.
        </p>
        {website && (
          <a
            href={websiteNotificationsPage(website)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'sm')}
          >
            Open on the marketplace website <Icon name="external-link" className="size-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </Section>
  );
}
