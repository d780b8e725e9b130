import { Notifications } from '@mantine/notifications'

/** Where the snackbars (Mantine notifications) show. */
export function Snackbars() {
  return <Notifications position="top-right" />
}
