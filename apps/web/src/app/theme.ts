import {
  Alert,
  Autocomplete,
  createTheme,
  DEFAULT_THEME,
  Drawer,
  Modal,
  MultiSelect,
  Notification,
  Pagination,
  Select,
  TableScrollContainer,
  TagsInput,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core'

/** Spec: the side menu becomes a temporary drawer below 960 px. */
export const MOBILE_BREAKPOINT = 960

/**
 * Mantine's palette with shades 8 and 9 darkened where they were too light to read: shade 8 carries
 * white text (filled buttons and badges, the primary colour), shade 9 is the text of the light variant
 * on shades 1–2. Both reach 4.6:1 also on the light grey of striped table rows (WCAG AA asks 4.5:1;
 * theme.test.ts measures them).
 */
const READABLE_SHADES: Partial<Record<string, [string, string]>> = {
  red: ['#ce2d2d', '#af2525'],
  violet: ['#6741d9', '#5939b8'],
  indigo: ['#3b5bdb', '#3249b7'],
  blue: ['#196fbe', '#165b9c'],
  cyan: ['#0b788a', '#0a697a'],
  teal: ['#087c58', '#077050'],
  green: ['#257d36', '#237133'],
  lime: ['#49790b', '#48730a'],
  yellow: ['#9e5c00', '#a35400'],
  orange: ['#bc480a', '#ab390c'],
}

export const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => {
    const readable = READABLE_SHADES[name]
    return [name, readable ? ([...shades.slice(0, 8), ...readable] as unknown as MantineColorsTuple) : shades]
  }),
)

/** The names Mantine's icon-only controls need (close, clear, pages), in the interface's language. */
export type ThemeLabels = {
  close: string
  clear: string
  firstPage: string
  previousPage: string
  nextPage: string
  lastPage: string
  page: (page: number) => string
  scrollTable: string
}

/**
 * The app's one theme. `sun` is the high-contrast look for bright daylight (black text and borders, the
 * darkest shades); sizes for gloved fingers on phones are in theme.css (they need a media query).
 */
export function appTheme({ sun, labels }: { sun: boolean; labels: ThemeLabels }) {
  // Mantine hides a select's clear button from assistive technology and from the tab order; here it
  // is a named button a keyboard reaches too.
  const clearButtonProps = { 'aria-label': labels.clear, 'aria-hidden': false, tabIndex: 0 }
  const closeButtonProps = { 'aria-label': labels.close }
  return createTheme({
    colors,
    primaryColor: 'blue',
    // Shade 8 under white text: 5.0:1 instead of 3.6:1 (shade 6); the sun look goes to 9.
    primaryShade: { light: sun ? 9 : 8, dark: 8 },
    defaultRadius: 'sm',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // Content text at least 14 px, so captions in "xs" too (Mantine: 12 px); badges have sizes of their own.
    fontSizes: { xs: '0.875rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
    // md is the spec's mobile breakpoint (960 px): below it the side menu is a temporary drawer.
    breakpoints: { xs: '36em', sm: '48em', md: '60em', lg: '75em', xl: '88em' },
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
      Alert: Alert.extend({ defaultProps: { closeButtonLabel: labels.close } }),
      Select: Select.extend({ defaultProps: { clearButtonProps } }),
      MultiSelect: MultiSelect.extend({ defaultProps: { clearButtonProps } }),
      TagsInput: TagsInput.extend({ defaultProps: { clearButtonProps } }),
      Autocomplete: Autocomplete.extend({ defaultProps: { clearButtonProps } }),
      Pagination: Pagination.extend({
        defaultProps: {
          getControlProps: (control) => ({
            'aria-label': {
              first: labels.firstPage,
              previous: labels.previousPage,
              next: labels.nextPage,
              last: labels.lastPage,
            }[control],
          }),
          getItemProps: (page) => ({ 'aria-label': labels.page(page) }),
        },
      }),
      // A table wider than the screen scrolls sideways: a keyboard reaches it to scroll it too.
      TableScrollContainer: TableScrollContainer.extend({
        defaultProps: {
          scrollAreaProps: { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': labels.scrollTable } },
        },
      }),
    },
  })
}

/**
 * Text and control colours: grey labels at 8:1 instead of 3.3:1, control borders at 3.3:1 (WCAG 1.4.11),
 * errors at 4.6:1; the sun look in black.
 */
export function cssVariablesResolver(sun: boolean): CSSVariablesResolver {
  const light: Record<string, string> = sun
    ? {
        '--mantine-color-text': '#000000',
        '--mantine-color-body': '#ffffff',
        '--mantine-color-dimmed': '#000000',
        '--mantine-color-placeholder': 'var(--mantine-color-gray-8)',
        '--mantine-color-default-border': '#000000',
        '--mantine-color-error': 'var(--mantine-color-red-9)',
        '--mantine-color-anchor': 'var(--mantine-color-blue-9)',
      }
    : {
        '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
        '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
        '--mantine-color-default-border': 'var(--mantine-color-gray-6)',
        '--mantine-color-error': 'var(--mantine-color-red-8)',
      }
  return () => ({ variables: {}, light, dark: {} })
}
