import { notifications } from '@mantine/notifications'

/** Spec: success messages stay 15 000 ms. */
export const SUCCESS_AUTO_CLOSE_MS = 15_000

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: SUCCESS_AUTO_CLOSE_MS })
}
