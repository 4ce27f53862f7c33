// The component on its own module, so that a dynamic import of it leaves the rest of
// @mantine/notifications (the store the app calls `notifications.show` on) in the first chunk.
export { Notifications } from '@mantine/notifications';
