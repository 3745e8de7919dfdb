/**
 * What the header adds for a signed-in account after the page is interactive, in one module so every part loads as
 * one chunk group: the bell, the balance menu and the notification feed share React Query's client and observer and
 * the error words, which separate dynamic imports would each carry. Those reading through React Query bring its
 * client (the shell has none).
 */
import { withQueries } from '@/components/queries';
import AccountNotificationsView from '@/components/notifications/account-notifications';
import { BalanceMenu as BalanceMenuView } from './balance-menu';

export { NotificationBell } from '@/components/notifications/bell';
export const BalanceMenu = withQueries(BalanceMenuView);
export const AccountNotifications = withQueries(AccountNotificationsView);
