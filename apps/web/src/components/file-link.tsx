import { Anchor } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { openFileInNewTab } from '../lib/files'

type Props = { url: string | null | undefined; children: ReactNode }

/** A document's title that opens its file in a new tab (fetched with the session, see lib/files). */
export function FileLink({ url, children }: Props) {
  const { t } = useTranslation()
  if (!url) return <>{children}</>
  return (
    <Anchor
      component="button"
      type="button"
      ta="left"
      onClick={() => {
        openFileInNewTab(url).catch(() => notifications.show({ color: 'red', message: t('files.openFailed') }))
      }}
    >
      {children}
    </Anchor>
  )
}
