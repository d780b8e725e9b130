import { AppShell } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Outlet } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePreselectAircraft } from '../../lib/aircraft/use-preselect-aircraft'
import { useMe } from '../../lib/current-user/get-me'
import { PrivacyDialog } from '../../features/auth/components/privacy-dialog'
import { OutboxSender } from '../../features/boardbook/outbox/outbox-sender'
import { useOfflinePackRefresher } from '../../features/boardbook/offline/offline-pack'
import { LogWitness } from '../../features/boardbook/witness/log-witness'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'
import { useSessionKeeper } from './use-session-keeper'
import { useUserLanguage } from './use-user-language'

/** The authenticated frame: top bar, side menu (drawer below 960 px), the screen in the middle. */
export function MainLayout() {
  const { t } = useTranslation()
  const [drawerOpen, drawer] = useDisclosure(false)
  const [collapsed, setCollapsed] = useState(false)
  const [mini, setMini] = useState(false)
  const { data: me } = useMe()
  useSessionKeeper()
  useUserLanguage(me)
  usePreselectAircraft()
  useOfflinePackRefresher(me?.id)

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: mini ? 76 : 290, breakpoint: 'md', collapsed: { mobile: !drawerOpen, desktop: collapsed } }}
      padding={{ base: 'xs', sm: 'md' }}
    >
      {/* For keyboards and screen readers: past the top bar and the menu to the screen itself. */}
      <a
        className="skip-link"
        href="#content"
        onClick={(event) => {
          // Focus only: the router keeps the address as it is.
          event.preventDefault()
          document.getElementById('content')?.focus()
        }}
      >
        {t('a11y.skipToContent')}
      </a>
      <AppShell.Header>
        <TopBar
          drawerOpen={drawerOpen}
          onToggleDrawer={drawer.toggle}
          menuCollapsed={collapsed}
          onToggleMenu={() => setCollapsed((value) => !value)}
          user={me}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenu mini={mini} onToggleMini={() => setMini((value) => !value)} onNavigate={drawer.close} />
      </AppShell.Navbar>
      <AppShell.Main id="content" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
      {me && <PrivacyDialog user={me} />}
      {me && <OutboxSender userId={me.id} />}
      {me && <LogWitness />}
    </AppShell>
  )
}
