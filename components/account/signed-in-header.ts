/**
 * What the header adds for a signed-in account, in one module so both parts load as one chunk group: the menu (bell,
 * balances, account link) and the notification feed share React Query's observer and the error words, which two
 * separate dynamic imports would each carry.
 */
export { default as SignedInMenu } from './signed-in-menu';
export { default as AccountNotifications } from '@/components/notifications/account-notifications';
