import { useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Notifications } from '@mantine/notifications'

/**
 * Where the snackbars (Mantine notifications) show: at the bottom, away from the dialogs' close
 * buttons and the top bar (a toast over a dialog's × blocked it for 15 s); on a phone across the
 * bottom, at the desk in the bottom right corner. At most three at a time; taps pass through them to
 * what lies beneath (theme.css).
 */
export function Snackbars() {
  const theme = useMantineTheme()
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false })
  return <Notifications position={phone ? 'bottom-center' : 'bottom-right'} limit={3} />
}
