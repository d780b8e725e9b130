import { SegmentedControl } from '@mantine/core'
import { useTranslation } from 'react-i18next'

import { chooseLanguage, LANGUAGES, type Language } from '../lib/i18n'

/**
 * Deutsch | English on the pages before login: takes effect at once, survives a reload and is written
 * to the profile at the next login.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size="xs"
      value={i18n.language}
      onChange={(value) => void chooseLanguage(value as Language)}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
    />
  )
}
