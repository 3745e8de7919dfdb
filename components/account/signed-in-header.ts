/**
 * What the header adds for a signed-in account after the page is interactive, in one module so every part loads as
 * one chunk group: the bell, the balance menu and the notification feed. None reads through React Query or the
 * gateway (profile-store.ts reads the profile with a plain call), so the header brings neither.
 */
export { NotificationBell } from '@/components/notifications/bell';
export { BalanceMenu } from './balance-menu';
export { default as AccountNotifications } from '@/components/notifications/account-notifications';
