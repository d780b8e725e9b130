import { createTheme } from '@mantine/core'

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // md is the spec's mobile breakpoint (960 px): below it the side menu is a temporary drawer.
  breakpoints: { xs: '36em', sm: '48em', md: '60em', lg: '75em', xl: '88em' },
})

/** Spec: the side menu becomes a temporary drawer below 960 px. */
export const MOBILE_BREAKPOINT = 960
