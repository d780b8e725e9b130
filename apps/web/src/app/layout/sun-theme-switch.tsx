import { ActionIcon, Tooltip } from '@mantine/core'
import { IconSun, IconSunOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

import { setSunTheme, useSunTheme } from '../../lib/sun-theme'

/** The top bar's switch for the high-contrast sun theme, remembered on this device. */
export function SunThemeSwitch({ visibleFrom }: { visibleFrom?: 'sm' }) {
  const { t } = useTranslation()
  const sun = useSunTheme()
  return (
    <Tooltip label={t('a11y.sunTheme')}>
      <ActionIcon
        variant={sun ? 'filled' : 'subtle'}
        size="lg"
        aria-label={t('a11y.sunTheme')}
        aria-pressed={sun}
        onClick={() => setSunTheme(!sun)}
        visibleFrom={visibleFrom}
      >
        {sun ? <IconSunOff size={20} /> : <IconSun size={20} />}
      </ActionIcon>
    </Tooltip>
  )
}
